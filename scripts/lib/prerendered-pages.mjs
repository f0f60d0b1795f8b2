// Which prerendered file answers a page request (decision 169), for both servers: the Node static server asks
// per request (pageFileFor), nginx gets the same rules as maps (nginxPageMaps). The host's build writes the rules
// (dist/pages/pages.json: route patterns → file, from its route table); a signed-in route is answered with the
// signed-in skeleton or the sign-in-needed page by the session hint cookie, the language by the language cookie,
// else the browser's first preference, else English.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const LANGUAGE_COOKIE = 'portal_lang';
export const SESSION_HINT_COOKIE = 'portal_session';
/** What a page answer varies with, besides its encoding. */
export const PAGE_VARY = 'Cookie, Accept-Language';

/** The build's rules, or undefined for a dist without prerendered pages (a remote's, an older host build). */
export const readPageRules = (dist) => {
  try {
    const rules = JSON.parse(readFileSync(path.join(dist, 'pages/pages.json'), 'utf8'));
    return {
      ...rules,
      routes: rules.routes.map((route) => ({ ...route, regex: new RegExp(route.pattern) })),
    };
  } catch {
    return undefined;
  }
};

const cookie = (header, name) =>
  (header ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

const languageOf = (rules, headers) => {
  const chosen = cookie(headers.cookie, LANGUAGE_COOKIE);
  if (rules.languages.includes(chosen)) return chosen;
  const first = (headers['accept-language'] ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return rules.languages.includes(first) ? first : rules.languages[0];
};

/** The file under dist/ answering a page at `urlPath` for a request with these headers. */
export const pageFileFor = (rules, urlPath, headers) => {
  let file = rules.routes.find((route) => route.regex.test(urlPath))?.file ?? 'index';
  if (file === 'app') file = cookie(headers.cookie, SESSION_HINT_COOKIE) === '1' ? 'shell' : 'sign-in-needed';
  return `pages/${file}.${languageOf(rules, headers)}.html`;
};

const quoted = (text) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** nginx `map` blocks setting $portal_page (the file under the host's root for a page request) by the same rules. */
export const nginxPageMaps = (rules) => {
  const languages = rules.languages;
  const routeLines = rules.routes.map(
    ({ pattern, file }) => `    ${quoted(`~${pattern}`)} ${file === 'app' ? '$portal_app_page' : file};`,
  );
  return [
    `  map $cookie_${SESSION_HINT_COOKIE} $portal_app_page {\n    default sign-in-needed;\n    1 shell;\n  }`,
    `  map $cookie_${LANGUAGE_COOKIE} $portal_cookie_language {\n    default "";\n${languages.map((l) => `    ${l} ${l};`).join('\n')}\n  }`,
    `  map $http_accept_language $portal_browser_language {\n    default ${languages[0]};\n${languages.map((l) => `    "~*^\\s*${l}" ${l};`).join('\n')}\n  }`,
    `  map $portal_cookie_language $portal_language {\n    default $portal_cookie_language;\n    "" $portal_browser_language;\n  }`,
    `  map $uri $portal_page_file {\n    default index;\n${routeLines.join('\n')}\n  }`,
  ].join('\n');
};
