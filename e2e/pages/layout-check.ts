import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { englishLines, englishOnlyTexts } from './english-texts';

// Issue 44: what a customer meets that axe does not see. Run on the page as it is, in the a11y spec's visits:
// - text squeezed to a few characters per line (a value beside a QR code, bank details beside long labels);
// - a figure broken across lines ("€" away from its amount, an amount split mid-number);
// - a table that needs sideways scrolling on a laptop, or a cell or value cut off by its box;
// - numbers listed where names belong (an address "London, 12, 189, …" with the state's and country's ids);
// - on a French page, a line that is an English text of the portal;
// - a dialog whose title or actions scroll out of the viewport.

const repoRoot = path.resolve(__dirname, '../..');

/** Every en/fr pair of every app's and feature's locales. */
const localePairs = (): [string, string][] =>
  ['host', 'shared', 'remote-wallets', 'remote-cards', 'remote-exchange', 'remote-account'].flatMap((app) =>
    readdirSync(path.join(repoRoot, app, 'src'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(`locales${path.sep}en.json`))
      .map((file) => path.join(app, 'src', file))
      .map((file) => [file, file.replace(/en\.json$/, 'fr.json')] as [string, string])
      .filter(([, fr]) => existsSync(path.join(repoRoot, fr))),
  );

let english: Set<string> | undefined;
const englishTexts = () => (english ??= englishOnlyTexts(localePairs()));

type Found = { kind: string; text: string; where: string };

/** Runs in the page: the problems of its layout, each with the text and a short path to where it is. */
const inspect = (wide: boolean): Found[] => {
  const found: Found[] = [];
  const name = (el: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && parts.length < 3; node = node.parentElement) {
      const marker = [...node.attributes].find((a) => a.name.startsWith('data-') && a.name !== 'data-sign');
      parts.unshift(marker ? `${node.tagName.toLowerCase()}[${marker.name}]` : node.tagName.toLowerCase());
    }
    return parts.join(' > ');
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // A visually hidden label (1 px, clipped) is there for screen readers: not text a customer reads.
    return (
      box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]')
    );
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || !visible(parent) || parent.closest('script, style, option, svg')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    );
    const chars = text.replace(/\s+/g, '').length;
    if (tops.size >= 3 && chars >= 8 && chars / tops.size < 5)
      found.push({
        kind: `squeezed to ${tops.size} lines of ~${Math.round(chars / tops.size)} characters`,
        text,
        where: name(parent),
      });
    if (tops.size >= 2 && /^[−+-]?(\$ |€ )?[−+-]?[\d,]+(\.\d+)?$/.test(text))
      found.push({ kind: 'a figure broken across lines', text, where: name(parent) });
    if (/(^|, )\d{1,4}, \d{1,4}(,|$)/.test(text))
      found.push({ kind: 'numbers where names belong', text, where: name(parent) });
  }
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (!visible(el)) continue;
    const style = getComputedStyle(el);
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (wide && scrolls && el.scrollWidth > el.clientWidth + 1 && el.querySelector('table'))
      found.push({
        kind: `a table ${el.scrollWidth - el.clientWidth}px wider than its box`,
        text: (el.querySelector('th:last-child')?.textContent ?? '').trim(),
        where: name(el),
      });
    const clips = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
    const ownText = [...el.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim());
    if (clips && ownText && el.scrollWidth > el.clientWidth + 1)
      found.push({ kind: 'text cut off by its box', text: (el.textContent ?? '').trim(), where: name(el) });
  }
  // A dialog's title and actions stay in view however long its body (only the body scrolls).
  for (const part of document.querySelectorAll(
    '[role="dialog"] > [data-modal-header], [role="dialog"] > [data-modal-footer]',
  )) {
    const box = part.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight + 1)
      found.push({
        kind: 'a dialog header or actions out of view',
        text: (part.textContent ?? '').trim(),
        where: name(part),
      });
  }
  return found;
};

/** The page's layout problems as readable lines (empty when it looks finished). */
export const layoutLines = async (page: Page, where: string, language: 'en' | 'fr'): Promise<string[]> => {
  const width = page.viewportSize()?.width ?? 1366;
  const found = await page.evaluate(inspect, width >= 1024);
  const lines = found.map((f) => `${where}: ${f.kind}: "${f.text.slice(0, 80)}" (${f.where})`);
  if (language === 'fr')
    for (const line of await englishLines(page.locator('body'), englishTexts()))
      lines.push(`${where}: English on a French page: "${line}"`);
  return lines;
};
