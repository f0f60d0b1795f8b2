import { badRequest } from './api-error';

/** No request of the contract nests deeper than a few levels; 32 leaves room and bounds every walk of a body. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON request (free text of 10,000 characters, up to 4 bytes each, and a few fields) fits. */
export const JSON_BODY_LIMIT = 65_536;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text nests deeper than `max`: one linear pass, no recursion (brackets in strings skipped). */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth -= 1;
  }
  return false;
};

/** A JSON request body: empty is `{}`; too deep or invalid is a 400 naming the body, before JSON.parse runs. */
export const parseJsonBody = (text: string): unknown => {
  if (text === '') return {};
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw badRequest(`body: must not nest deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('body: invalid JSON');
  }
};
