import type { AnyHandler } from '../../http/handler';
import { devOutboxHandler } from './outbox';

export const devHandlers: AnyHandler[] = [devOutboxHandler];
