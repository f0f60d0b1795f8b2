import { PortalClient } from '../../src/db/pg-client';
import { type ConnectionWrites, noteStatement, trackRequestWrites } from '../../src/db/request-writes';
import { isDatabaseUnavailable, markUnavailable } from '../../src/db/unavailable';
import { envelopeOf } from '../../src/http/error-envelope';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error: the SQLSTATE is on its cause.
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('database unavailable', () => {
  it.each([
    ['an administrator or a restart ended the backend', withCode('57P01')],
    ['PostgreSQL is starting up', withCode('57P03')],
    ['a connection exception', wrapped(withCode('08006'))],
    ['too many connections', withCode('53300')],
    ['nothing listens', withCode('ECONNREFUSED')],
    ['the socket ended', new Error('Connection terminated unexpectedly')],
    ['the connection is gone', new Error('Client has encountered a connection error and is not queryable')],
    ['a connecting error of any code', markUnavailable(withCode('55000', 'not accepting connections'))],
  ])('%s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a duplicate key', withCode('23505')],
    ['a value too long', wrapped(withCode('22001'))],
    ['a plain error', new Error('boom')],
    ['no error', undefined],
  ])('not %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));

  it('is answered 503 with a message the caller can act on', () => {
    expect(envelopeOf(wrapped(withCode('57P01')))).toEqual({
      status: 503,
      body: {
        code: '503',
        message: 'The service is briefly unavailable. Please try again in a moment.',
        data: null,
      },
    });
  });
});

describe('what a request moved', () => {
  const statements = (texts: string[]) =>
    trackRequestWrites(async () => {
      const connection: ConnectionWrites = { inTransaction: false, wroteInTransaction: false };
      for (const text of texts) noteStatement(connection, text);
    }).then(({ moved }) => moved);

  it.each([
    [['select 1', 'select * from users where id = $1'], false],
    [['update sessions set last_seen = now()'], true],
    [['begin', 'insert into x values (1)', 'rollback'], false],
    [['begin', 'insert into x values (1)'], false],
    [['begin', 'insert into x values (1)', 'commit'], true],
    [['begin', 'select 1', 'commit'], false],
    [['begin', 'savepoint sp1', 'insert into x values (1)', 'rollback to savepoint sp1', 'commit'], true],
    [['begin', 'savepoint sp1', 'release savepoint sp1', 'select 1', 'rollback'], false],
  ])('%j → moved %s', async (texts, moved) => expect(await statements(texts)).toBe(moved));

  it('an error of the work is given back with what it moved', async () => {
    const { outcome, moved } = await trackRequestWrites(async () => {
      noteStatement({ inTransaction: false, wroteInTransaction: false }, 'delete from x');
      throw new Error('lost');
    });
    expect([(outcome as { error: Error }).error.message, moved]).toEqual(['lost', true]);
  });
});

describe('a pool connection', () => {
  const quietly = <T>(work: (warned: string[]) => T): T => {
    const warned: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => void warned.push(message);
    try {
      return work(warned);
    } finally {
      console.warn = original;
    }
  };
  const checkedOut = () => {
    const client = new PortalClient('postgres://portal:portal@127.0.0.1:1/none');
    const releases: unknown[] = [];
    client.release = (error) => void releases.push(error);
    return { client, releases };
  };

  it('survives an error while checked out, and a second release does nothing', () => {
    const { client, releases } = checkedOut();
    quietly((warned) => {
      expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
      expect(warned).toEqual([expect.stringContaining('connection in use was lost')]);
    });
    client.release();
    client.release(new Error('again'));
    expect(releases).toEqual([undefined]);
  });

  it('is given back to the pool when its user never releases it after the loss', async () => {
    const { client, releases } = checkedOut();
    const lost = new Error('Connection terminated unexpectedly');
    quietly(() => client.emit('error', lost));
    expect(releases).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(releases).toEqual([lost]);
  });

  it('marks an error while connecting as "database unavailable"', async () => {
    const client = new PortalClient({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 1000 });
    const error = await client.connect().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
