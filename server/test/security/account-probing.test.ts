import { FORGOT_SENT } from '../../src/features/auth/forgot-password';
import { RESET_WRONG } from '../../src/features/auth/reset-password';
import { call, makeUser, useHarness } from '../support/harness';

// Issue 22 "Timing tells whether an e-mail has an account": forgot-password and reset-password take the same
// time and give the same answer for a known and an unknown e-mail (docs/decisions: a fixed minimum duration).
// Interleaved pairs, compared by their medians: a loaded machine slows both sides alike, and one slow call moves
// no median. Without the floor a known e-mail is ~1.5-2× slower; with it the medians are within 25 %.
const h = useHarness();
const PAIRS = 16;

const timed = async (path: string, body: unknown) => {
  const started = performance.now();
  const res = await call(h, 'POST', path, { body });
  return { ms: performance.now() - started, status: res.status, json: res.json };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const compare = async (
  request: (known: boolean, i: number) => Promise<Awaited<ReturnType<typeof timed>>>,
) => {
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < PAIRS; i += 1) {
    // Alternate which goes first, so a warming cache or a burst of load favours neither side.
    for (const isKnown of i % 2 ? [true, false] : [false, true]) {
      const res = await request(isKnown, i);
      (isKnown ? known : unknown).push(res.ms);
      answers.add(JSON.stringify([res.status, res.json]));
    }
  }
  console.log(`medians: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
  return { ratio: median(known) / median(unknown), answers: [...answers] };
};

test('forgot-password: a known and an unknown e-mail take the same time and get the same answer', async () => {
  // A known address each time, as an unknown one: an address gets at most five reset e-mails an hour.
  const users: Awaited<ReturnType<typeof makeUser>>[] = [];
  for (let i = 0; i < PAIRS; i += 1) users.push(await makeUser(h));
  const { ratio, answers } = await compare((isKnown, i) =>
    timed('user/auth/forgot-password', { email_id: isKnown ? users[i]!.email : `nobody${i}@test.portal` }),
  );
  expect(answers).toEqual([JSON.stringify([200, { code: '200', message: FORGOT_SENT, data: null }])]);
  expect(ratio).toBeGreaterThan(0.8);
  expect(ratio).toBeLessThan(1.25);
});

test('reset-password with a wrong code: a known and an unknown e-mail take the same time and answer alike', async () => {
  // One known address per pair: five wrong codes lock the reset of an address (known or not) for a while.
  const known = await Promise.all(Array.from({ length: PAIRS }, () => makeUser(h)));
  for (const user of known)
    await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: user.email } });
  const { ratio, answers } = await compare((isKnown, i) =>
    timed('user/auth/reset-password', {
      email_id: isKnown ? known[i]!.email : `nobody${i}@test.portal`,
      code: '000001',
      password: 'Another1pass!',
    }),
  );
  expect(answers).toHaveLength(1);
  expect(answers[0]).toContain(RESET_WRONG);
  expect(ratio).toBeGreaterThan(0.8);
  expect(ratio).toBeLessThan(1.25);
}, 60_000);
