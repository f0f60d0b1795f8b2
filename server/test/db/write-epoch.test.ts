import { PGlite } from '@electric-sql/pglite';
import { isReadOnlySql, memoUntilWrite, setWriteEpoch, trackWrites } from '../../src/db/write-epoch';
import { createAnswerCache } from '../../src/http/answer-cache';

test('only plain selects count as reads', () => {
  expect(isReadOnlySql('select "id", "updated_at" from "users" where "id" = $1')).toBe(true);
  expect(isReadOnlySql('  SELECT 1')).toBe(true);
  expect(isReadOnlySql('insert into users values (1)')).toBe(false);
  expect(isReadOnlySql('select * from accounts where id = $1 for update')).toBe(false);
  expect(isReadOnlySql('with moved as (delete from t returning *) select * from moved')).toBe(false);
  expect(isReadOnlySql("select nextval('s')")).toBe(false);
  expect(isReadOnlySql('analyze')).toBe(false);
});

describe('on a real PGlite', () => {
  const client = new PGlite();
  let epoch: { value: number };
  beforeAll(async () => {
    await client.exec('create table t (id int primary key, v text)');
    epoch = trackWrites(client);
  });
  afterAll(() => client.close());

  test('reads leave the epoch alone; writes, transactions and failed transactions move it', async () => {
    const at = epoch.value;
    await client.query('select * from t');
    expect(epoch.value).toBe(at);
    await client.query('insert into t values ($1, $2)', [1, 'a']);
    expect(epoch.value).toBeGreaterThan(at);
    const afterInsert = epoch.value;
    await client.transaction(async (tx) => {
      await tx.query('select * from t');
    });
    expect(epoch.value).toBeGreaterThan(afterInsert);
    const afterTx = epoch.value;
    await expect(
      client.transaction(async (tx) => {
        await tx.query("update t set v = 'b'");
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(epoch.value).toBeGreaterThan(afterTx);
  });

  test('an answer is reused until a write, and not kept when a write ran while it was read', async () => {
    const db = {};
    setWriteEpoch(db, epoch);
    const cache = createAnswerCache();
    let loads = 0;
    const read = async () => {
      loads += 1;
      return JSON.stringify((await client.query('select v from t where id = 1')).rows);
    };
    let mark = cache.mark(db);
    cache.keep(db, 'k', mark, await read());
    expect(cache.get(db, 'k')).toBe('[{"v":"a"}]');
    await client.query("update t set v = 'c' where id = 1");
    expect(cache.get(db, 'k')).toBeUndefined();
    // A write during the read: the answer is sent but not kept.
    mark = cache.mark(db);
    const during = await read();
    await client.query("update t set v = 'd' where id = 1");
    cache.keep(db, 'k', mark, during);
    expect(cache.get(db, 'k')).toBeUndefined();
    // Nothing is kept for a database without an epoch (PostgreSQL).
    const other = {};
    cache.keep(other, 'k', cache.mark(other), '[]');
    expect(cache.get(other, 'k')).toBeUndefined();
    expect(loads).toBe(2);
  });

  test('memoUntilWrite calls its loader once per epoch, and always without an epoch', async () => {
    const db = {};
    setWriteEpoch(db, epoch);
    const memo = memoUntilWrite<number>(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo(db, 'a', load)).toBe(1);
    expect(await memo(db, 'a', load)).toBe(1);
    await client.query('delete from t where id = 99');
    expect(await memo(db, 'a', load)).toBe(2);
    expect(await memo({}, 'a', load)).toBe(3);
    expect(await memo({}, 'a', load)).toBe(4);
  });
});
