// CSS modules in tests: every class name resolves to itself, so `styles.row` is "row".
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
