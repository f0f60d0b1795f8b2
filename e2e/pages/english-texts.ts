import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

const read = (file: string): Tree =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../..', file), 'utf8')) as Tree;

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

/** English UI texts whose French differs (a text spelt the same in both, e.g. "Notifications", proves nothing),
 * from the host, the kit and the dashboard widgets of remote-exchange, plus any `extra` en/fr file pairs. */
export const englishOnlyTexts = (extra: [string, string][] = []): Set<string> => {
  const pairs: [string, string][] = [
    ...extra,
    ['host/src/locales/en.json', 'host/src/locales/fr.json'],
    ['shared/src/locales/en.json', 'shared/src/locales/fr.json'],
    [
      'remote-exchange/src/features/dashboard-trades/locales/en.json',
      'remote-exchange/src/features/dashboard-trades/locales/fr.json',
    ],
  ];
  const texts = new Set<string>();
  for (const [enFile, frFile] of pairs) {
    const fr = new Map(leaves(read(frFile)));
    for (const [key, english] of leaves(read(enFile)))
      if (fr.get(key) !== english && !english.includes('{{')) texts.add(english.trim());
  }
  return texts;
};

/** The lines of a region's visible text that are English UI texts (each line compared whole). */
export const englishLines = async (region: Locator, english: Set<string>): Promise<string[]> =>
  (await region.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => english.has(line));

export const expectNoEnglish = async (region: Locator, english: Set<string>) => {
  expect(await englishLines(region, english), `English texts left in ${region.toString()}`).toEqual([]);
};
