import type { FastifyInstance } from 'fastify';
import { type MessageLanguage, messageLanguageOf, translateMessage } from '../i18n/translate-message';

type WithMessage = { code: string; message: string; data?: unknown };

/** Sentences the server writes into an answer's data for the customer to read (a flow's result details), not
 * data the customer typed: they leave in the caller's language like the message. */
const DISPLAY_TEXTS = ['success_display_details', 'success_display_details_swap'] as const;

const translateDisplayTexts = (data: unknown, language: MessageLanguage): unknown => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  const present = DISPLAY_TEXTS.filter((field) => typeof record[field] === 'string');
  if (present.length === 0) return data;
  const translated = { ...record };
  for (const field of present) translated[field] = translateMessage(record[field] as string, language);
  return translated;
};

const hasMessage = (payload: unknown): payload is WithMessage =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as WithMessage).code === 'string' &&
  typeof (payload as WithMessage).message === 'string';

/** Envelope messages and the result details leave in the caller's language (Accept-Language), whatever wrote
 * them: a handler, the error envelope or a replayed answer (stored as first written, in English). Answers are `no-store`, so no cache
 * serves one language's text to another. */
export const installMessageLanguage = (app: FastifyInstance): void => {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!hasMessage(payload)) return payload;
    const language = messageLanguageOf(request.headers['accept-language']);
    if (language === 'en') return payload;
    const translated = { ...payload, message: translateMessage(payload.message, language) };
    if ('data' in payload) translated.data = translateDisplayTexts(payload.data, language);
    return translated;
  });
};
