/** Where the integration environment listens: 3000/4000 by default; HOST_PORT and API_PORT move a second
 * environment (a developer's beside a running portal), the remotes taking the four ports after the host's.
 * Each Playwright worker has an environment of its own (playwright.config.ts starts one per worker): worker n's
 * ports are the first one's plus 100·n, so no two tests ever share a database.
 * The cluster run (playwright.cluster.config.ts) points every URL at nginx with E2E_HOST_URL and E2E_API_URL. */
export const WORKER_PORT_STEP = 100;
const workerOffset = WORKER_PORT_STEP * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_HOST_PORT = Number(process.env.HOST_PORT ?? 3000);
export const BASE_API_PORT = Number(process.env.API_PORT ?? 4000);
export const HOST_PORT = BASE_HOST_PORT + workerOffset;
export const API_PORT = BASE_API_PORT + workerOffset;
export const HOST_URL = process.env.E2E_HOST_URL ?? `http://127.0.0.1:${HOST_PORT}`;
export const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${API_PORT}/api/v1`;
/** The client access key the environment under test expects. */
export const ACCESS_KEY = process.env.E2E_ACCESS_KEY ?? 'portal-demo-access-key';
