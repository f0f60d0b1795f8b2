#!/usr/bin/env node
// Prerendering, the last step of the host's production build (decision 169): bundles
// src/app/prerender/render-page.tsx for Node (the app's own components, CSS module class names as the browser
// build names them), renders each page in each language with react-dom/server into dist/index.html and writes
//   dist/pages/<page>.<language>.html (+ .br, .gz)   the login, registration, forgot-password, sign-in-needed and
//                                                    signed-in skeleton pages, and `index` (the plain page)
//   dist/pages/pages.json                            route patterns → file, read by both static servers
// The page keeps the build's one deferred script and its stylesheet links: no inline script, the CSP unchanged.
//   node scripts/prerender.mjs [--dist DIR]
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const hostDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = path.resolve(hostDir, args.dist);
const outDir = path.join(hostDir, 'node_modules/.cache/prerender');

// The lazy chunks whose stylesheet a prerendered page needs besides main's (their webpackChunkName).
const PAGE_CHUNKS = { register: ['public-registration'], 'forgot-password': ['public-forgot-password'] };

const bundle = async () => {
  const webpack = require('webpack');
  const config = require('@portal/webpack-config/prerender.cjs').prerenderConfig({
    dir: hostDir,
    entry: './src/app/prerender/render-page.tsx',
    outDir,
  });
  await new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
  return require(path.join(outDir, 'render-page.cjs'));
};

const stylesheetsOf = (page) =>
  (PAGE_CHUNKS[page] ?? [])
    .flatMap((chunk) =>
      readdirSync(dist).filter((file) => file.startsWith(`${chunk}.`) && file.endsWith('.css')),
    )
    .map((file) => `<link href="/${file}" rel="stylesheet">`)
    .join('');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const pageHtml = (template, { page, language, markup, noscript }) => {
  const html = template
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      `<noscript><p class="portal-noscript">${escapeHtml(noscript)}</p></noscript>`,
    )
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace('</head>', `${stylesheetsOf(page)}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page}">${markup}</div>`);
  if (!html.includes(`data-prerendered="${page}"`) || !html.includes(`lang="${language}"`))
    throw new Error(`prerender: dist/index.html has no <html lang> or empty root for ${page}`);
  return html;
};

const write = (file, text) => {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
};

const main = async () => {
  const templateFile = path.join(dist, 'index.html');
  if (!existsSync(templateFile)) throw new Error(`${templateFile} is missing: build the host first`);
  const template = readFileSync(templateFile, 'utf8');
  const { renderPage, servedRoutes, noscriptText, LANGUAGES, PRERENDERED_PAGES } = await bundle();
  const pagesDir = path.join(dist, 'pages');
  mkdirSync(pagesDir, { recursive: true });
  for (const language of LANGUAGES) {
    await renderPage('shell', language); // loads the language's texts
    const noscript = noscriptText(language);
    write(
      path.join(pagesDir, `index.${language}.html`),
      pageHtml(template, { page: '', language, markup: '', noscript }).replace(' data-prerendered=""', ''),
    );
    for (const page of PRERENDERED_PAGES) {
      const markup = await renderPage(page, language);
      write(
        path.join(pagesDir, `${page}.${language}.html`),
        pageHtml(template, { page, language, markup, noscript }),
      );
    }
  }
  const pages = { languages: LANGUAGES, files: [...PRERENDERED_PAGES, 'index'], routes: servedRoutes() };
  write(path.join(pagesDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  console.log(
    `[prerender] ${PRERENDERED_PAGES.length + 1} pages × ${LANGUAGES.length} languages in ${path.relative(hostDir, pagesDir)}`,
  );
};

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
