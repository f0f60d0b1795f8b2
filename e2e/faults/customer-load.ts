import { AsyncLocalStorage } from 'node:async_hooks';

import { configureApi } from '../../shared/src/api/config';
import { http } from '../../shared/src/api/http';
import { type Credentials, sendRequest } from '../../shared/src/api/request';
import { endpoints } from '@portal/shared/contract';

/** Steady customer traffic through nginx, sent with the kit's own HTTP exchange (`sendRequest`: the retry a
 * browser running the portal makes, decision 133): readers asking for their wallets and money movers sending
 * internal transfers, each with its own Idempotency-Key. A call that still fails after the kit's one retry is what
 * a customer sees; the mover then does what the customer does on 'Transaction Failed': Retry, with the same key. */
export type Customer = { email: string; token: string; account: string };
export type Failure = { phase: string; what: string; outcome: string };

const READ = endpoints['account.getUserAccounts'];
export const TRANSFER = endpoints['internalTransfer.fiatInternalTransfer'];
export const PAYEE = 'vip2@demo.portal';
export const AMOUNT = '1.00';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The HTTP exchanges of the call in progress (the kit's second send included), counted by an interceptor. */
const exchanges = new AsyncLocalStorage<{ sends: number }>();
http.interceptors.request.use((config) => {
  const call = exchanges.getStore();
  if (call) call.sends += 1;
  return config;
});

/** The customer's view of one call: 'ok', or what went wrong; and how many times the kit sent it. */
const attempt = async (
  send: () => ReturnType<typeof sendRequest>,
): Promise<{ outcome: string; sends: number }> => {
  const call = { sends: 0 };
  const outcome = await exchanges.run(call, () => customerView(send));
  return { outcome, sends: call.sends };
};

const customerView = async (send: () => ReturnType<typeof sendRequest>): Promise<string> => {
  try {
    const { status, data } = await send();
    const code = (data as { code?: unknown } | null)?.code;
    return status === 200 && code === '200' ? 'ok' : `HTTP ${status} code ${String(code)}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `no answer: ${cause?.code ?? cause?.message ?? String(error)}`;
  }
};

export const startLoad = ({
  origin,
  accessKey,
  readers,
  movers,
}: {
  origin: string;
  accessKey: string;
  readers: Customer[];
  movers: Customer[];
}) => {
  configureApi({ baseUrl: origin, accessKey });
  let running = true;
  let phase = 'warm-up';
  const failures: Failure[] = [];
  const counts = { reads: 0, moves: 0 };
  /** Calls the kit sent a second time, by phase. */
  const retried: Record<string, number> = {};
  const count = (sends: number) => {
    if (sends > 1) retried[phase] = (retried[phase] ?? 0) + 1;
  };
  const keys: string[] = [];
  const credentials = (customer: Customer): Credentials => ({ accessToken: customer.token });

  const reader = async (customer: Customer) => {
    while (running) {
      const { outcome, sends } = await attempt(() =>
        sendRequest(READ, { query: { omit: 'getallcountry' } }, credentials(customer)),
      );
      counts.reads += 1;
      count(sends);
      if (outcome !== 'ok') failures.push({ phase, what: `read by ${customer.email}`, outcome });
      await sleep(50);
    }
  };

  const mover = async (customer: Customer, index: number) => {
    for (let n = 0; running; n++) {
      const key = `fault-${index}-${n}`;
      keys.push(key);
      const body = {
        account: customer.account,
        emailaddress: PAYEE,
        amount: AMOUNT,
        currancy: 'EUR',
        message: key,
      };
      const send = () => sendRequest(TRANSFER, { body, idempotencyKey: key }, credentials(customer));
      let { outcome, sends } = await attempt(send);
      counts.moves += 1;
      count(sends);
      if (outcome !== 'ok') failures.push({ phase, what: `transfer ${key}`, outcome });
      // The customer's Retry on the result screen, same intent, same key, until it goes through.
      for (let again = 0; outcome !== 'ok' && again < 10; again++) {
        await sleep(1000);
        ({ outcome, sends } = await attempt(send));
        count(sends);
      }
      await sleep(100);
    }
  };

  const loops = [...readers.map(reader), ...movers.map(mover)];
  return {
    failures,
    counts,
    retried,
    keys,
    /** Failures from now on are counted under `name`. */
    setPhase: (name: string) => {
      phase = name;
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
};
