import type { AnyHandler } from '../http/handler';

/** Every implemented endpoint. Add a handler: write features/<area>/<kebab-name>.ts, list it in the area's
 * index.ts; endpoints without a handler answer 501. */
export const handlers: AnyHandler[] = [];
