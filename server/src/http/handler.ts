import type { AnswerOf, EndpointDefinition } from '../contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { MessageLanguage } from '../i18n/translate-message';
import type { Guards } from '../security/throttle';
import type { BinaryAnswer, StreamedAnswer } from './envelope';
import type { StoredUpload } from './uploads';

type Out<S> = [NonNullable<S>] extends [never]
  ? Record<string, never>
  : NonNullable<S> extends v.GenericSchema<unknown, infer O>
    ? O
    : Record<string, never>;

/** What a handler receives: validated params and body (the contract's output types), the signed-in user. */
export type HandlerContext<E extends EndpointDefinition> = {
  db: Db;
  config: AppConfig;
  /** Signed-in user id (0 on public endpoints). */
  userId: number;
  /** Session (refresh-token family) of the access token; '' on public endpoints. */
  sessionId: string;
  params: Out<E['params']>;
  body: Out<E['body']>;
  /** Validated query string (paging and filters of list calls, contract 1.1). */
  query: Out<E['query']>;
  /** Multipart files, already size-, extension- and magic-byte-checked and stored, by field name. */
  files: Record<string, StoredUpload>;
  ip: string;
  /** The caller's language (Accept-Language): content written in it is answered in it (decision 129). */
  language: MessageLanguage;
  /** The app's abuse counters (password lockout, quotas). */
  guards: Guards;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<E extends EndpointDefinition = EndpointDefinition> = {
  endpoint: E;
  handle: (ctx: HandlerContext<E>) => Promise<AnswerOf<E> | BinaryAnswer | StreamedAnswer>;
};

/** One handler per file: `export const fooHandler = defineHandler(endpoints['area.foo'], async (ctx) => ok(...))`. */
export const defineHandler = <E extends EndpointDefinition>(
  endpoint: E,
  handle: Handler<E>['handle'],
): Handler<E> => ({ endpoint, handle });

// Handlers of different endpoints live in one list; the registrar only needs the erased shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHandler = Handler<any>;
