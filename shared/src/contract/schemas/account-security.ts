import * as v from 'valibot';
import { yesNo } from '../common-schemas';
import { idSchema, optText, textSchema } from './wire';

// Contract 1.5: the customer's active sessions and security trail (issue 22, "Beyond the probe").

/** A session id in a path: the session (token family) UUID the list gave. */
export const sessionParamsSchema = v.object({
  session_id: v.pipe(
    v.string('session_id is required'),
    v.uuid('session_id must be a session id from the session list'),
  ),
});

/** One open session: device (browser and OS from the user agent), IP at sign-in, when, and whether it is the
 * caller's own. */
export const activeSessionSchema = v.looseObject({
  session_id: textSchema,
  browser: optText,
  os: optText,
  ip: optText,
  signed_in_at: optText,
  last_seen_at: optText,
  current: yesNo,
});
export type ActiveSession = v.InferOutput<typeof activeSessionSchema>;

/** One row of the security trail; event_type is one of the server's kinds (sign_in, password_changed …). */
export const securityEventSchema = v.looseObject({
  security_event_pk: idSchema,
  event_type: textSchema,
  event_datetime: optText,
  ip: optText,
  browser: optText,
  os: optText,
  detail: optText,
});
export type SecurityEvent = v.InferOutput<typeof securityEventSchema>;
