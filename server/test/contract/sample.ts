import type { World } from './world';

export type FilePart = { name: string; bytes: Buffer };

/** One valid call of an endpoint. `as` names the world's user (default personal); `token` replaces the
 * user's bearer (null: none); body and params may first prepare what the call needs. */
export type Sample = {
  as?: string;
  token?: (w: World) => Promise<string | null>;
  headers?: (w: World) => Promise<Record<string, string>>;
  params?: (w: World) => Record<string, string | number>;
  /** Query string of a call that needs one (statements: from/to). */
  query?: Record<string, string>;
  body?: (w: World) => unknown;
  files?: Record<string, FilePart>;
  /** Envelope code expected (default "200"). */
  code?: string;
};

export type Samples = Record<string, Sample>;

/** Encodes fields and files as multipart/form-data the way a browser does. */
export const multipart = (fields: Record<string, unknown>, files: Record<string, FilePart>) => {
  const boundary = '----contractwalk';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`),
    );
  for (const [field, f] of Object.entries(files))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};
