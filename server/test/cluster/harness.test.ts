import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { type Cluster, startCluster } from './harness';

/** The harness itself: two processes on one database answer, calls alternate, a killed process stays down until
 * restarted, redis answers. */
describe('cluster harness', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ processes: 2, redis: true, label: 'harness', together: false });
  });
  afterAll(() => cluster?.stop());

  it('starts two processes on one database and a private redis', async () => {
    expect(cluster.ports).toHaveLength(2);
    expect(new Set(cluster.ports).size).toBe(2);
    expect(cluster.redisUrl).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    const { rows } = await cluster.db.query('select count(*)::int as n from users');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('refuses calls without the access key and takes it from the client', async () => {
    const bare = await fetch(`http://127.0.0.1:${cluster.ports[0]}/api/v1/user/auth/login`, {
      method: 'POST',
    });
    expect(bare.status).toBe(403);
    const answer = await cluster.call('POST', 'user/auth/login', {
      body: { email_id: 'personal@demo.portal', password: 'wrong-password' },
    });
    expect(answer.status).not.toBe(403);
  });

  it('signs in on one process and is known on the other', async () => {
    const token = await cluster.login('personal@demo.portal', DEMO_PASSWORD);
    for (const on of [0, 1, 0, 1]) {
      const { status, json } = await cluster.call('GET', 'user/account/getuseraccoundsbyid', { token, on });
      expect([status, json?.code]).toEqual([200, '200']);
    }
  });

  it('kills a process and restarts it', async () => {
    await cluster.kill(0);
    await expect(cluster.call('POST', 'user/auth/demologin', { on: 0 })).rejects.toThrow();
    expect((await cluster.call('POST', 'user/auth/demologin', { on: 1 })).status).toBe(200);
    await cluster.restart(0);
    expect((await cluster.call('POST', 'user/auth/demologin', { on: 0 })).status).toBe(200);
  });
});
