import { notifications } from '../../db/schema/index';
import { type Command, need, userByEmail } from '../command';

export const notifyCommand: Command = {
  name: 'notify',
  usage: 'notify <email> <title> <description> [Swap|Outgoing|Buy|Sell|Transfer|Deposit|Withdraw|Internal]',
  run: async (db, [email, title, description, type]) => {
    const user = await userByEmail(db, email);
    await db.insert(notifications).values({ userId: user.id, title: need(title, 'title'), description: need(description, 'description'), transactionType: type ?? 'Deposit' });
    return `notification sent to ${user.email}`;
  },
};
