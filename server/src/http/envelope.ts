import { SUCCESS_CODE } from '../contract';

/** A success envelope; `extra` holds the answer's sibling fields (counter, fileURL, allusergrp …). */
export const ok = <TData, TExtra extends Record<string, unknown> = Record<never, never>>(data: TData, message = 'Success', extra?: TExtra) =>
  ({ code: SUCCESS_CODE, message, data, ...(extra ?? ({} as TExtra)) });

export const done = (message: string) => ok(null, message);

/** A binary answer (images, documents) instead of an envelope. */
export type BinaryAnswer = { kind: 'binary'; body: Buffer; contentType: string };
export const binary = (body: Buffer, contentType: string): BinaryAnswer => ({ kind: 'binary', body, contentType });
export const isBinary = (value: unknown): value is BinaryAnswer => typeof value === 'object' && value !== null && (value as BinaryAnswer).kind === 'binary';
