import { endpoints } from '../../contract';
import { commands } from '../../cli/commands/index';
import { badRequest } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** The back-office CLI inside the running server (dev only): PGlite has one owner process, so while the
 * server runs, people and the e2e tests run `admin <command>` through here instead of a second process. */
export const devAdminHandler = defineHandler(endpoints['dev.admin'], async ({ db, body }) => {
  const command = commands.find((c) => c.name === body.command);
  if (!command) throw badRequest(`Unknown command ${body.command}`);
  try {
    return ok(await command.run(db, body.args), 'Success');
  } catch (error) {
    throw badRequest((error as Error).message);
  }
});
