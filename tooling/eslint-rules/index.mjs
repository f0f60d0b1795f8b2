// Project lint rules that no installed plugin provides.
import path from 'node:path';

const FEATURE = /[/\\](src[/\\]features)[/\\]([^/\\]+)[/\\]/;

/** Features do not import each other (bulletproof-react): shared code moves to lib/ or @portal/shared. */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        'Feature "{{from}}" must not import feature "{{to}}"; move shared code to src/lib or @portal/shared.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = FEATURE.exec(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = FEATURE.exec(path.resolve(path.dirname(file), source) + path.sep);
      if (target && target[1] === own[1] && target[2] !== own[2]) {
        context.report({ node, messageId: 'cross', data: { from: own[2], to: target[2] } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/** Every visible string goes through i18n: JSX text with letters is refused. */
const noRawJsxText = {
  meta: { type: 'problem', messages: { raw: 'Raw text "{{text}}" in JSX: use t() so it is translated.' } },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (/\p{L}/u.test(text))
          context.report({ node, messageId: 'raw', data: { text: text.slice(0, 40) } });
      },
    };
  },
};

export const portalRules = {
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-raw-jsx-text': noRawJsxText },
};
