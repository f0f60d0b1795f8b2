import type { Translate } from '../i18n/translate';

/** A `t` over one feature's English locale file, for pure rule tests: `t('fiatDeposit.x', { amount })`
 * reads the nested key and fills `{{amount}}`, so tests assert the exact English texts. */
export const enTranslator =
  (namespace: string, locale: Record<string, unknown>): Translate =>
  (key, values = {}) => {
    const path = key.startsWith(`${namespace}.`) ? key.slice(namespace.length + 1) : key;
    const found = path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
    if (typeof found !== 'string') throw new Error(`missing text ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
