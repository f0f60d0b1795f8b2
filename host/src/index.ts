// No async boundary before the app: the host is not built with the federation plugin (its runtime and share scope
// come with the first remote, see app/remotes/federation-instance.ts), so the app starts in the first script.
import './bootstrap';
