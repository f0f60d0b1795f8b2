// `pnpm bench -- --part web` (issue 26): the signed-in /dashboard, federated and mono in the same run, without
// and with Chromium's CPU throttling (CDP Emulation.setCPUThrottlingRate 4× and 6×, a busy phone's CPU), cache
// disabled; then the request waterfall of one federated load, so the critical path is visible.
// "Widgets shown" = the first moment the dashboard's widget container carries `data-settled` (the host's
// useSettled made it visible) AND nothing under it matches useSettled's BUSY selector (every widget shows its
// content): performance.now() of that mutation, i.e. ms since navigation start. useSettled reveals the widgets
// after 4 s even if one still loads; such a run still counts only when loading ends, and is flagged "capped".
import { median, spread, table } from './format.mjs';

export const THROTTLE_RATES = [1, 4, 6];
const TIMEOUT_MS = 180_000;
// Kept in step with host/src/features/dashboard/hooks/use-settled.ts (BUSY).
export const BUSY = '[aria-busy="true"]:not(button), [role="status"], [data-remote-loading]';

/** Runs in the page: whether the dashboard shows its widgets (see the header). */
export const dashboardSettled = (busy) => {
  const root = document.querySelector('[data-page="dashboard"] [data-settled]');
  return Boolean(root && !root.querySelector(busy));
};

/** Runs in the page before any script: records when the widgets are shown (see the header). */
const watchWidgets = (busy) => {
  const check = () => {
    if (window.__widgetsShown) return;
    const root = document.querySelector('[data-page="dashboard"] [data-settled]');
    if (!root || root.querySelector(busy)) return;
    window.__widgetsShown = { at: performance.now(), capped: window.__widgetsCapped === true };
  };
  const capped = () => {
    const root = document.querySelector('[data-page="dashboard"] [data-settled]');
    if (root && root.querySelector(busy)) window.__widgetsCapped = true;
  };
  new MutationObserver(() => {
    capped();
    check();
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

/** One cold load of /dashboard (signed in first, unthrottled) at `rate`; `waterfall` also records requests. */
const loadDashboard = async (browser, origin, signIn, rate, { waterfall = false } = {}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const requests = new Map();
    if (waterfall) {
      // Async stacks, so a data call names the widget's module that asked for it, not only the kit's client.
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
      cdp.on('Network.requestWillBeSent', (e) => {
        if (!requests.has(e.requestId))
          requests.set(e.requestId, {
            id: e.requestId,
            url: e.request.url,
            document: e.type === 'Document',
            loaderId: e.loaderId,
            start: e.timestamp,
            initiator: e.initiator,
          });
      });
      cdp.on('Network.loadingFinished', (e) => {
        const request = requests.get(e.requestId);
        if (request) Object.assign(request, { end: e.timestamp, bytes: e.encodedDataLength });
      });
    }
    await page.addInitScript(watchWidgets, BUSY);
    await page.goto(`${origin}/dashboard`, { timeout: TIMEOUT_MS });
    await page.waitForFunction(() => window.__widgetsShown, undefined, { timeout: TIMEOUT_MS });
    const shown = await page.evaluate(() => window.__widgetsShown);
    if (waterfall) await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    return { shownMs: shown.at, capped: shown.capped, requests: [...requests.values()] };
  } finally {
    await context.close();
  }
};

/** Medians of `runs` per rate, federated and mono in pairs (so both see the same machine load), each pair in
 * the other order than the one before (so neither build is always the one after the other's). */
export const measureThrottled = async ({ browser, origins, signIn, runs = 5 }) => {
  const results = [];
  for (const rate of THROTTLE_RATES) {
    const fed = [];
    const mono = [];
    for (let i = 0; i < runs; i += 1) {
      const load = (origin) => loadDashboard(browser, origin, signIn, rate);
      if (i % 2 === 0) fed.push(await load(origins.federated));
      mono.push(await load(origins.mono));
      if (i % 2 === 1) fed.push(await load(origins.federated));
    }
    console.log(
      `[bench] /dashboard ${rate}× CPU: federated ${fed.map((r) => r.shownMs.toFixed(0)).join(', ')} ms; mono ${mono.map((r) => r.shownMs.toFixed(0)).join(', ')} ms`,
    );
    results.push({ rate, fed, mono });
  }
  const waterfall = await loadDashboard(browser, origins.federated, signIn, 1, { waterfall: true });
  return { runs, results, waterfall };
};

const shownRow = (list) => {
  const capped = list.filter((r) => r.capped).length;
  return `${spread(list.map((r) => r.shownMs))}${capped ? ` [${capped} capped]` : ''}`;
};

/** Who asked for a request: the document or script that started it (by row number when it is one), then the
 * other scripts on its (async) stack, e.g. `script #2 ← #22`: a data call sent by the kit's client in main.js
 * for a widget whose module is request 22. */
const initiatorOf = (initiator, rows) => {
  if (initiator.requestId) {
    const index = rows.findIndex((r) => r.id === initiator.requestId);
    return `${initiator.type} #${index + 1}`;
  }
  const urls = [];
  for (let stack = initiator.stack; stack; stack = stack.parent)
    for (const frame of stack.callFrames) if (frame.url && !urls.includes(frame.url)) urls.push(frame.url);
  if (initiator.url && !urls.includes(initiator.url)) urls.unshift(initiator.url);
  const name = (url) => {
    const index = rows.findIndex((r) => r.url === url);
    return index >= 0 ? `#${index + 1}` : short(url);
  };
  if (urls.length === 0) return initiator.type;
  return `${initiator.type} ${urls.map(name).join(' ← ')}`;
};
const short = (url) => {
  if (!url.startsWith('http')) return url.slice(0, 40);
  const { port, pathname, search } = new URL(url);
  return `:${port}${pathname}${search}`.slice(0, 70);
};

export const printThrottled = ({ runs, results, waterfall }) => {
  const m = (list) => median(list.map((r) => r.shownMs));
  const rows = results.map(({ rate, fed, mono }) => [
    rate === 1 ? 'none' : `${rate}×`,
    shownRow(fed),
    shownRow(mono),
    (m(fed) / m(mono)).toFixed(2),
    spread(
      fed.map((r, i) => r.shownMs / mono[i].shownMs),
      2,
    ),
  ]);
  console.log(
    `\n/dashboard signed in, cache disabled, time until the widgets are shown (ms since navigation; median (min–max) of ${runs}; "capped": useSettled's 4 s cap revealed them first)`,
  );
  console.log(
    table(
      ['CPU throttling', 'federated ms', 'mono ms', 'federated ÷ mono', 'per pair: median (min–max)'],
      rows,
    ),
  );
  // Requests of the page before (the sign-in's dashboard, still in flight at the navigation) are left out.
  const sorted = [...waterfall.requests].sort((a, b) => a.start - b.start);
  const page = sorted.find((r) => r.document);
  const zero = page?.start ?? 0;
  const list = sorted.filter((r) => r.start >= zero && (!page || r.loaderId === page.loaderId));
  const ms = (t) => (t === undefined ? '…' : ((t - zero) * 1000).toFixed(0));
  const lines = list.map((r, i) => [
    i + 1,
    ms(r.start),
    ms(r.end),
    short(r.url),
    initiatorOf(r.initiator, list),
    ms(r.start) <= waterfall.shownMs ? '' : 'after shown',
  ]);
  console.log(
    `\nWaterfall of one federated /dashboard load, no throttling (ms from the document request; widgets shown at ≈ ${waterfall.shownMs.toFixed(0)} ms)`,
  );
  console.log(table(['#', 'start', 'end', 'request', 'initiated by', ''], lines));
};
