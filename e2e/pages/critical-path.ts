import type { Page } from '@playwright/test';

// Kept in step with host/src/features/dashboard/hooks/use-settled.ts (BUSY) and tooling/bench/throttled.mjs.
const BUSY = '[aria-busy="true"]:not(button), [role="status"], [data-remote-loading]';

type Shown = { at: number };
type Watched = Window & { widgetsShown?: Shown; titlePainted?: number };
type ElementTiming = PerformanceEntry & { identifier: string; renderTime: number };

/** Runs in the page before any script: the first moment the dashboard's widgets are shown, i.e. their container
 * carries `data-settled` (useSettled) and nothing under it is busy, and when its title reached the screen (Element
 * Timing of the h1, `elementtiming="dashboard-title"`), both in ms since navigation start. */
const watchWidgets = (busy: string) => {
  const win = window as Watched;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[])
      if (entry.identifier === 'dashboard-title') win.titlePainted ??= entry.renderTime || entry.startTime;
  }).observe({ type: 'element', buffered: true });
  new MutationObserver(() => {
    const root = document.querySelector('[data-page="dashboard"] [data-settled]');
    if (!win.widgetsShown && root && !root.querySelector(busy)) win.widgetsShown = { at: performance.now() };
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

export type Requested = { url: string; announced: boolean; beforeTitle: boolean };

/** A full load of /dashboard (signed in already); the scripts requested before the widgets showed, whether the
 * page's response announced each (a Link preload: resource timing's initiatorType `link`), and whether it was
 * requested before the title reached the screen. */
export const scriptsBeforeWidgets = async (page: Page): Promise<Requested[]> => {
  await page.addInitScript(watchWidgets, BUSY);
  await page.goto('/dashboard');
  await page.waitForFunction(() => (window as Watched).widgetsShown && (window as Watched).titlePainted);
  return page.evaluate(() => {
    const { widgetsShown, titlePainted = 0 } = window as Watched;
    return performance
      .getEntriesByType('resource')
      .filter(
        (entry) => entry.startTime <= (widgetsShown?.at ?? 0) && /\.m?js$/.test(new URL(entry.name).pathname),
      )
      .map((entry) => ({
        url: entry.name,
        announced: (entry as PerformanceResourceTiming).initiatorType === 'link',
        beforeTitle: entry.startTime < titlePainted,
      }));
  });
};
