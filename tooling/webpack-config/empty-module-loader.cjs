// A stylesheet imported for its side effect has none when prerendering (prerender.cjs).
module.exports = () => 'export {};';
