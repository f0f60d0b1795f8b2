// Test helper for the apps (not part of the portal bundle): French must have every English key, keep every
// {{placeholder}} and never be empty.
type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const placeholdersOf = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

export const describeAppTranslations = (app: string, translations: { en: object; fr: object }) => {
  describe(`${app} translations`, () => {
    const en = translations.en as Tree;
    const fr = translations.fr as Tree;

    it('French has exactly the English keys', () => {
      expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
    });

    it('French keeps every {{placeholder}} and is not left empty', () => {
      for (const key of keysOf(en)) {
        const french = lookup(fr, key);
        expect(typeof french === 'string' && french.trim().length > 0).toBe(true);
        expect(placeholdersOf(french as string)).toEqual(placeholdersOf(lookup(en, key) as string));
      }
    });
  });
};
