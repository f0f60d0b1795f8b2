import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ShellPage } from './shell';

/** WCAG 2.2 A/AA as axe tags them (2.0 and 2.1 rules carry their own tags; 2.2 adds only AA rules). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Language = 'en' | 'fr';
export const WIDTHS = {
  desktop: { width: 1366, height: 768 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

/** Violations as readable lines: rule, impact, help, and the first nodes' selectors and summaries. */
export const describeViolations = (
  where: string,
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] =>
  violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 4)
      .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`)
      .join('\n');
    const more = violation.nodes.length > 4 ? `\n    … ${violation.nodes.length - 4} more` : '';
    return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${nodes}${more}`;
  });

/** Runs axe on the page as it is and returns its violations as lines (empty when clean). */
export const axeLines = async (page: Page, where: string): Promise<string[]> => {
  // Violations only: axe skips collecting the passing nodes, which halves its time on long tables. options()
  // replaces every option, so it comes before withTags (which adds runOnly).
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return describeViolations(where, result.violations);
};

/** A page is ready when its h1 shows and no loader spins in it (tables and widgets fetched). */
export const waitForScreen = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main [role="status"][aria-live]')).toHaveCount(0, { timeout: 20_000 });
};

// A signed-in session is sessionStorage (spec 01 §3), which storageState does not carry: one sign-in per user
// is copied into each of that user's contexts, and redone before the 15-minute access token runs out.
type Snapshot = { at: number; values: Record<string, string> };
const snapshots = new Map<string, Snapshot>();
const REUSE_MS = 10 * 60_000;

const signedInStorage = async (browser: Browser, email: string): Promise<Record<string, string>> => {
  const cached = snapshots.get(email);
  if (cached && Date.now() - cached.at < REUSE_MS) return cached.values;
  const context = await browser.newContext();
  const page = await context.newPage();
  const shell = new ShellPage(page);
  await shell.openLogin();
  await shell.fillLogin(email);
  await expect(page.locator('[data-profile-menu]')).toBeVisible();
  const values = await page.evaluate(() => ({ ...window.sessionStorage }));
  await context.close();
  snapshots.set(email, { at: Date.now(), values });
  return values;
};

/** A context at one width and language, signed in as `email` when given (the language stored as the portal
 * stores it, so every page starts in it as after a reload). */
export const a11yContext = async (
  browser: Browser,
  options: { email?: string; language: Language; viewport: { width: number; height: number } },
): Promise<BrowserContext> => {
  const session = options.email ? await signedInStorage(browser, options.email) : {};
  const context = await browser.newContext({ viewport: options.viewport });
  await context.addInitScript(
    (values: Record<string, string>) => {
      if (window.sessionStorage.getItem('language')) return;
      for (const [key, value] of Object.entries(values)) window.sessionStorage.setItem(key, value);
    },
    { ...session, language: options.language },
  );
  return context;
};
