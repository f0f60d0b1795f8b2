// No async boundary before the app: the host's shared singletons are eager (in main.js, see shared-modules.cjs),
// so the app starts in the first script instead of a round trip later.
import './bootstrap';
