import { readOutbox } from '../../adapters/outbox';
import { type Command, need } from '../command';

export const outboxCommand: Command = {
  name: 'outbox',
  usage: 'outbox <email or +phone>',
  run: async (db, [address]) => {
    const rows = await readOutbox(db, need(address, 'address'));
    return (
      rows
        .map(
          (m) =>
            `${m.created_datetime} [${m.channel}] ${m.subject}${m.code ? ` code=${m.code}` : ''}\n  ${m.body}`,
        )
        .join('\n') || 'no messages'
    );
  },
};
