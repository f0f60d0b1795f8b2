import type { AnyHandler } from '../../http/handler';
import { devAdminHandler } from './admin';
import { devOutboxHandler } from './outbox';

export const devHandlers: AnyHandler[] = [devOutboxHandler, devAdminHandler];
