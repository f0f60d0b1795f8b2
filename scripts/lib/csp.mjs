// The host page's Content-Security-Policy, from the remotes.json and config.json it serves: script and connect
// sources are the page's own origin plus the remotes' and the API's (the host learns them at run time).
// style-src needs 'unsafe-inline': style-loader injects each CSS module as a <style>.
// Used by scripts/serve-static.mjs (per request) and scripts/start-cluster.mjs (nginx, at start).

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** `pageOrigin` is left out of the lists (it is 'self'). */
export const contentSecurityPolicy = (remotes, config, pageOrigin) => {
  const foreign = (origin) => origin && origin !== pageOrigin;
  const remoteOrigins = [
    ...new Set(
      Object.values(remotes ?? {})
        .map(originOf)
        .filter(foreign),
    ),
  ];
  const api = config?.apiBaseUrl ? originOf(config.apiBaseUrl) : undefined;
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remoteOrigins)}`,
    `connect-src ${list("'self'", foreign(api) && api, ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', foreign(api) && api, ...remoteOrigins)}`,
    `style-src 'self' 'unsafe-inline'`,
    `font-src ${list("'self'", 'data:', ...remoteOrigins)}`,
    `frame-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
};
