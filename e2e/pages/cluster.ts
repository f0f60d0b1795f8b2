/** Tests that also run against the production topology (nginx, several API processes, PostgreSQL, Redis):
 * sign-in, a remote's deep link, money moves with each second factor, uploads. playwright.cluster.config.ts
 * runs the tests with this tag. */
export const CLUSTER = { tag: '@cluster' };
