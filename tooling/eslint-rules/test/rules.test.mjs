// The project lint rules: each invalid case is code the rule exists to refuse, each valid case a near miss it must
// let through. RuleTester fails a case when the rule reports too much, too little or the wrong message.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { portalRules } from '../index.mjs';

const { 'no-cross-feature-imports': noCrossFeatureImports, 'no-raw-jsx-text': noRawJsxText } =
  portalRules.rules;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const CARDS = '/repo/remote-cards/src/features/cards/card-list.tsx';
const cross = (to) => [{ messageId: 'cross', data: { from: 'cards', to } }];

tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: CARDS, code: "import { CardRow } from './card-row';" },
    { filename: CARDS, code: "import { useCards } from './hooks/use-cards';" },
    { filename: CARDS, code: "import { money } from '../../lib/money';" },
    { filename: CARDS, code: "import { api } from '@portal/shared';" },
    { filename: CARDS, code: "import React from 'react';" },
    // A type-only import of a package is still not a relative path into a feature.
    { filename: CARDS, code: "import type { Card } from '@portal/shared/contract';" },
    // Outside a feature folder the rule does not apply: lib/ and app/ may compose features.
    {
      filename: '/repo/remote-cards/src/app/routes.tsx',
      code: "import { CardList } from '../features/cards/card-list';",
    },
    { filename: '/repo/server/src/app.ts', code: "import { x } from './features/wallets/routes';" },
    { filename: CARDS, code: "export { CardRow } from './card-row';" },
    { filename: CARDS, code: "const page = import('./card-page');" },
    // A non-literal dynamic import cannot be judged statically.
    { filename: CARDS, code: 'const page = import(name);' },
  ],
  invalid: [
    { filename: CARDS, code: "import { Wallet } from '../wallets/wallet';", errors: cross('wallets') },
    {
      filename: CARDS,
      code: "import { Rate } from '../../features/exchange/rate';",
      errors: cross('exchange'),
    },
    { filename: CARDS, code: "import type { Wallet } from '../wallets/types';", errors: cross('wallets') },
    { filename: CARDS, code: "const w = import('../wallets/wallet-page');", errors: cross('wallets') },
    { filename: CARDS, code: "export { Wallet } from '../wallets/wallet';", errors: cross('wallets') },
    { filename: CARDS, code: "export * from '../wallets';", errors: cross('wallets') },
    {
      filename: '/repo/server/src/features/payments/create-payment.ts',
      code: "import { debit } from '../wallets/debit';",
      errors: [{ messageId: 'cross', data: { from: 'payments', to: 'wallets' } }],
    },
  ],
});

const raw = (text) => [{ messageId: 'raw', data: { text } }];

tester.run('no-raw-jsx-text', noRawJsxText, {
  valid: [
    "const a = <p>{t('cards.title')}</p>;",
    'const a = <p>   </p>;',
    'const a = <p>42</p>;',
    'const a = <p> · </p>;',
    'const a = <p>{count} / {total}</p>;',
    "const a = <p>{' '}</p>;",
    // Attribute strings are not JSXText (aria labels go through t() by review, not this rule).
    'const a = <p className="card-title">{title}</p>;',
  ],
  invalid: [
    { code: 'const a = <p>Hello</p>;', errors: raw('Hello') },
    { code: 'const a = <p>\n  Échec du paiement\n</p>;', errors: raw('Échec du paiement') },
    // Letters of any script, not only ASCII.
    { code: 'const a = <p>ÉTÉ</p>;', errors: raw('ÉTÉ') },
    { code: 'const a = <p>Ошибка</p>;', errors: raw('Ошибка') },
    { code: 'const a = <p>{n} cards</p>;', errors: raw('cards') },
    { code: 'const a = <><b>Total</b>: {sum}</>;', errors: raw('Total') },
    {
      code: 'const a = <p>This sentence is much longer than forty characters in all</p>;',
      errors: raw('This sentence is much longer than forty '),
    },
    { code: 'const a = <p>Ok <b>now</b></p>;', errors: [...raw('Ok'), ...raw('now')] },
  ],
});
