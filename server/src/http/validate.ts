import * as v from 'valibot';
import { badRequest } from './api-error';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** A missing object key reports the object's generic message; ask the field's own schema for its message
 * ("First Name is required.") instead. */
const messageOf = (schema: AnySchema, issue: v.BaseIssue<unknown>): string => {
  const key = issue.path?.[0]?.key;
  const entries = (schema as { entries?: Record<string, AnySchema> }).entries;
  if (issue.input === undefined && issue.path?.length === 1 && typeof key === 'string' && entries?.[key]) {
    const own = v.safeParse(entries[key], undefined);
    if (!own.success) return own.issues[0].message;
  }
  return issue.message;
};

/** Parses with a contract schema; failure → 400 envelope whose message names the field. */
export const parseOr400 = <S extends AnySchema>(
  schema: S,
  input: unknown,
  where: 'body' | 'params' | 'query',
): v.InferOutput<S> => {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join('.') || where;
  throw badRequest(`${field}: ${messageOf(schema, issue)}`);
};
