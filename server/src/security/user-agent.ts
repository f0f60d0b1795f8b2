/** Browser and OS names for the login log (a small parser: the common families are enough here). */
export const parseUserAgent = (ua: string | undefined): { browser: string; os: string } => {
  const agent = ua ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\/|Opera/.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : 'Unknown';
  const os = /Windows/.test(agent)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(agent)
      ? 'iOS'
      : /Android/.test(agent)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'Unknown';
  return { browser, os };
};

/** Strips the IPv4-mapped IPv6 prefix ("::ffff:127.0.0.1" → "127.0.0.1"). */
export const cleanIp = (ip: string): string => ip.replace(/^::ffff:/, '');
