import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';

// Dev-only (the server registers these only outside production or with DEV_ENDPOINTS=1): read the outbox
// so people and e2e tests can read e-mailed and texted codes.
const message = v.looseObject({
  outbox_id: v.number(),
  channel: v.picklist(['email', 'sms']),
  recipient: v.string(),
  subject: v.string(),
  body: v.string(),
  code: v.nullable(v.string()),
  created_datetime: v.string(),
});

export const devEndpoints = {
  'dev.outbox': defineEndpoint({
    id: 'dev.outbox',
    method: 'GET',
    path: 'dev/outbox/:address',
    auth: 'public',
    params: v.object({ address: v.pipe(v.string(), v.minLength(3), v.maxLength(200)) }),
    answer: answerOf(v.array(message)),
  }),
  /** Runs one back-office CLI command (`pnpm --filter server admin …`) inside the running server: the embedded
   * database has one owner process, so e2e tests and people reach the CLI through the server while it runs. */
  'dev.admin': defineEndpoint({
    id: 'dev.admin',
    method: 'POST',
    path: 'dev/admin',
    auth: 'public',
    body: v.object({
      command: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
      args: v.pipe(v.array(v.pipe(v.string(), v.maxLength(2000))), v.maxLength(20)),
    }),
    answer: answerOf(v.string()),
  }),
} as const;
