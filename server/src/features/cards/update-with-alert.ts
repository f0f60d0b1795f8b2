import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { toggleSetting } from './toggle-setting';

export const updateWithAlertHandler = defineHandler(
  endpoints['cards.updateWithAlert'],
  async ({ db, userId, body }) =>
    done(
      `Withdraw from account ${(await toggleSetting(db, userId, body.card_id, 'withdraw_fromaccount')) === 'Yes' ? 'enabled' : 'disabled'}`,
    ),
);
