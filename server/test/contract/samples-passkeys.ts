import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { call, lastCode } from '../support/harness';
import { SoftAuthenticator } from '../support/soft-authenticator';
import type { Samples } from './sample';
import type { World } from './world';

// Contract 1.11 (passkeys): vip2 adds its passkeys after re-authentication (password + an SMS code for the change).
const AS = 'vip2';
const token = (w: World) => w.as[AS]!.token;
const post = (w: World, path: string, body: unknown) => call(w.h, 'POST', path, { token: token(w), body });

const currentCode = async (w: World, change: Record<string, string>) => {
  await post(w, 'user/auth/passkeys/change', change);
  await call(w.h, 'GET', 'user/auth/sendandcheckotp', { token: token(w) });
  const [user] = await w.h.database.db.select().from(users).where(eq(users.id, w.as[AS]!.id));
  return lastCode(w.h, `+${user!.countryCode.replace(/^\+/, '')}${user!.phoneNumber}`);
};

const registrationOptions = async (w: World) =>
  (
    await post(w, 'user/auth/passkeys/register/options', {
      password: DEMO_PASSWORD,
      current_code: await currentCode(w, { change: 'add' }),
    })
  ).json.data as { challenge: string };

const added = async (w: World) => {
  const device = new SoftAuthenticator('http://localhost:3000', 'localhost');
  const response = device.register(await registrationOptions(w));
  await post(w, 'user/auth/passkeys/register', { name: 'Walk', response });
  return device;
};

const worldDevice = new WeakMap<World, Promise<SoftAuthenticator>>();
const deviceOf = (w: World) => {
  if (!worldDevice.has(w)) worldDevice.set(w, added(w));
  return worldDevice.get(w)!;
};

export const passkeySamples: Samples = {
  'passkey.list': { as: AS },
  'passkey.startChange': { as: AS, body: () => ({ change: 'add' }) },
  'passkey.registerOptions': {
    as: AS,
    body: async (w) => ({ password: DEMO_PASSWORD, current_code: await currentCode(w, { change: 'add' }) }),
  },
  'passkey.register': {
    as: AS,
    body: async (w) => ({
      name: 'Laptop',
      response: new SoftAuthenticator('http://localhost:3000', 'localhost').register(
        await registrationOptions(w),
      ),
    }),
  },
  'passkey.remove': {
    as: AS,
    body: async (w) => {
      const device = await added(w);
      return {
        id: device.id,
        password: DEMO_PASSWORD,
        current_code: await currentCode(w, { change: 'remove', id: device.id }),
      };
    },
  },
  'passkey.signInOptions': { token: async () => null },
  'passkey.signIn': {
    token: async () => null,
    body: async (w) => {
      const device = await deviceOf(w);
      const options = (await call(w.h, 'POST', 'user/auth/passkeys/sign-in/options', { body: {} })).json.data;
      return { response: device.assert(options) };
    },
  },
  'passkey.operationOptions': {
    as: AS,
    body: async (w) => {
      await deviceOf(w);
      // Something pending to confirm: the change noted by startChange will do for the options.
      await post(w, 'user/auth/passkeys/change', { change: 'add' });
      return {};
    },
  },
};
