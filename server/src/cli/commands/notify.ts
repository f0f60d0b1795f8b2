import { notifyUser } from '../../domain/notify';
import { type Command, need, userByEmail } from '../command';

/** Sends a notification the way the portal's own events do: the user's notification settings decide whether it
 * reaches the header list and the e-mail outbox. */
export const notifyCommand: Command = {
  name: 'notify',
  usage:
    'notify <email> <title> <description> [Swap|Outgoing|Buy|Sell|Transfer|Deposit|Withdraw|Internal|Card|Login]',
  run: async (db, [email, title, description, type]) => {
    const user = await userByEmail(db, email);
    const sent = await notifyUser(db, user.id, {
      title: need(title, 'title'),
      description: need(description, 'description'),
      transactionType: type ?? 'Deposit',
    });
    const channels = [sent.app ? 'in-app' : null, sent.email ? 'e-mail' : null].filter(Boolean);
    return channels.length
      ? `notification sent to ${user.email} (${channels.join(', ')})`
      : `notification to ${user.email} not sent: switched off in the user's settings`;
  },
};
