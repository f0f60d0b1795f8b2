import type { FastifyInstance } from 'fastify';
import { messageLanguageOf, translateMessage } from '../i18n/translate-message';

type WithMessage = { code: string; message: string };

const hasMessage = (payload: unknown): payload is WithMessage =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as WithMessage).code === 'string' &&
  typeof (payload as WithMessage).message === 'string';

/** Envelope messages leave in the caller's language (Accept-Language), whatever wrote them: a handler, the error
 * envelope or a replayed answer (stored as first written, in English). Answers are `no-store`, so no cache
 * serves one language's text to another. */
export const installMessageLanguage = (app: FastifyInstance): void => {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!hasMessage(payload)) return payload;
    const language = messageLanguageOf(request.headers['accept-language']);
    return language === 'en' ? payload : { ...payload, message: translateMessage(payload.message, language) };
  });
};
