import { fileURLToPath } from 'node:url';

/** The server folder. This file sits directly in src/ and the compiled server is one file directly in dist/, so
 * one level up is the server folder either way (data, uploads and migrations are found from it). */
export const serverDir = fileURLToPath(new URL('../', import.meta.url));
