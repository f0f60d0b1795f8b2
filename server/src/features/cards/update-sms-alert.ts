import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { toggleSetting } from './toggle-setting';

export const updateSmsAlertHandler = defineHandler(
  endpoints['cards.updateSmsAlert'],
  async ({ db, userId, body }) =>
    done(
      `SMS alerts ${(await toggleSetting(db, userId, body.card_id, 'smsalert')) === 'Yes' ? 'enabled' : 'disabled'}`,
    ),
);
