import { authenticator } from 'otplib';
import { eq } from 'drizzle-orm';
import { depositCommand } from '../src/cli/commands/deposit';
import { wireCommand } from '../src/cli/commands/wire';
import { withdrawalCommand } from '../src/cli/commands/withdrawal';
import { ibanTransactions, outgoingWires } from '../src/db/schema/index';
import { dec } from '../src/ledger/decimal';
import { setMode } from '../src/security/second-factor';
import { DEMO_TOTP_SECRET } from '../src/seed/demo-users';
import { ACCESS_KEY, lastCode, setUser, useHarness } from './support/harness';
import {
  PNG,
  accountOf,
  available,
  balance,
  expectBooksBalanced,
  funded,
  get,
  post,
  prepare,
  wireBody,
} from './wallets-kit';

const h = useHarness();
beforeEach(() => prepare(h));

const multipart = (
  token: string,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) => {
  const boundary = '----walletsTest';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return h.app
    .inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: Buffer.concat(parts),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-access-key': ACCESS_KEY,
        authorization: `Bearer ${token}`,
      },
    })
    .then((r) => r.json());
};

test('deposit: preview, pending record with proof, completion credits once; failure credits nothing', async () => {
  const { user, token } = await funded(h);
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  const [adminEur] = (await get(h, token, 'user/account/getadminaccoundsbyid')).json.data;
  const fields = {
    fundamount: '100.10',
    fundinfo: 'SEPA from my bank',
    account_id: adminEur.admin_account_id_pk,
  };
  const check = await multipart(token, 'user/deposit/depositfundcheck', fields, {
    name: 'proof.png',
    bytes: PNG,
  });
  expect(check.data).toEqual({
    success_display_topup_currency: 'EUR',
    success_display_topup_amount: '100.10',
    success_display_debit_amount: '99.10',
    success_display_fee_amount: '1.00',
  });
  expect(
    (await multipart(token, 'user/deposit/depositfundcheck', { ...fields, fundamount: '5' })).message,
  ).toBe('Minimum Amount is 10.00');
  expect(
    (
      await multipart(token, 'user/deposit/submitfunddeposit', fields, {
        name: 'proof.png',
        bytes: Buffer.from('not a png'),
      })
    ).code,
  ).toBe('400');
  expect((await multipart(token, 'user/deposit/submitfunddeposit', fields)).message).toBe(
    'file: Please Upload Payment Proof',
  );
  expect(
    (await multipart(token, 'user/deposit/submitfunddeposit', fields, { name: 'proof.png', bytes: PNG }))
      .code,
  ).toBe('200');
  expect(await balance(h, eur.id)).toBe('18000.00000000');
  const list = (await get(h, token, 'user/deposit/getDepositFund')).json.data;
  expect(list[0]).toMatchObject({
    fund_amount: '100.10',
    finaljama: '99.10',
    tenpercnt: '1.00',
    withdraw_status: 'Pending',
    account_currency_type: 'EUR',
  });
  expect(
    (await post(h, token, 'user/limits/getbaselimit', { coinname: 'EUR' })).json.data.depositedamount,
  ).toBe('100.10');
  const id = String(list[0].depositfund_id);
  await depositCommand.run(h.database.db, ['complete', id]);
  await expect(depositCommand.run(h.database.db, ['complete', id])).rejects.toThrow('no pending deposit');
  expect(await balance(h, eur.id)).toBe('18099.10000000');
  await multipart(token, 'user/deposit/submitfunddeposit', fields, { name: 'p.jpg', bytes: PNG }).then((r) =>
    expect(r.code).toBe('400'),
  );
  await expectBooksBalanced(h);
});

test('wire with TOTP: check moves nothing, submit holds, template saved/reused/deleted, CLI completes and fails', async () => {
  const { user, token } = await funded(h);
  await setUser(h, user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  await setMode(h.database.db, user.id, 'outgoingotp', 'Google Authentication');
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  const check = await post(h, token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(eur.id));
  expect(check.json.data).toMatchObject({
    success_display_amount: '200.00',
    success_display_debitamount: '204.00',
    success_display_cur: 'EUR',
  });
  expect(await available(h, eur.id)).toBe('18000.00000000');
  expect((await post(h, token, 'user/outgoingtransfer/outgoingwire', wireBody(eur.id))).json.message).toMatch(
    /google authetication code/,
  );
  expect(
    (
      await post(
        h,
        token,
        'user/outgoingtransfer/outgoingwire',
        wireBody(eur.id, '200', { checkboxval: true }),
      )
    ).json.message,
  ).toBe('templatename: Enter Beneficiary Name');
  const sent = await post(
    h,
    token,
    'user/outgoingtransfer/outgoingwire',
    wireBody(eur.id, '200', {
      checkboxval: true,
      templatename: 'Hans',
      auth_code: authenticator.generate(DEMO_TOTP_SECRET),
    }),
  );
  expect(sent.json.code).toBe('200');
  expect(await available(h, eur.id)).toBe('17796.00000000');
  expect(await balance(h, eur.id)).toBe('18000.00000000');
  const templates = (await get(h, token, 'user/account/getuseraccoundsbyid')).json.templatearray;
  expect(templates).toHaveLength(1);
  const tpl = (
    await get(h, token, `user/outgoingtransfer/getfiatwithdrawdetails/${templates[0].fiat_with_trans_id}`)
  ).json.data;
  expect(tpl).toMatchObject({
    temp_name: 'Hans',
    switch_code: 'DEUTDEFF',
    account_number: 'DE89370400440532013000',
  });
  const [wire] = await h.database.db.select().from(outgoingWires).where(eq(outgoingWires.userId, user.id));
  await wireCommand.run(h.database.db, ['complete', String(wire!.id)]);
  expect(await balance(h, eur.id)).toBe('17796.00000000');
  await setMode(h.database.db, user.id, 'outgoingotp', 'none');
  await post(
    h,
    token,
    'user/outgoingtransfer/outgoingwire',
    wireBody(eur.id, '200', { template_option: tpl.fiat_with_trans_id }),
  );
  const second = (
    await h.database.db.select().from(outgoingWires).where(eq(outgoingWires.userId, user.id))
  ).find((w) => w.id !== wire!.id)!;
  await wireCommand.run(h.database.db, ['fail', String(second.id)]);
  expect(await available(h, eur.id)).toBe('17796.00000000');
  expect(
    (await get(h, token, `user/outgoingtransfer/deletetemplate/${tpl.fiat_with_trans_id}`)).json.code,
  ).toBe('200');
  expect((await get(h, token, 'user/account/getuseraccoundsbyid')).json.templatearray).toHaveLength(0);
  await expectBooksBalanced(h);
});

test('internal transfer with an SMS code from the outbox; unknown e-mail; limits', async () => {
  const a = await funded(h);
  const b = await funded(h);
  await setMode(h.database.db, a.user.id, 'internalotp', 'SMS OTP Authentication');
  const from = await accountOf(h, a.user.id, 'fiat', 'USD');
  const to = await accountOf(h, b.user.id, 'fiat', 'USD');
  expect(
    (await post(h, a.token, 'user/account/checkemailaccount', { user_email: b.user.email, currancy: 'USD' }))
      .json.data,
  ).toBe(`${b.user.firstName} ${b.user.lastName}`);
  expect(
    (await post(h, a.token, 'user/account/checkemailaccount', { user_email: 'nobody@x.io', currancy: 'USD' }))
      .json.message,
  ).toBe('This email address does not exist with any accounts');
  const body = {
    account: String(from.id),
    emailaddress: b.user.email,
    amount: '10.3',
    currancy: 'USD',
    message: 'lunch',
  };
  expect((await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body)).json.message).toBe(
    'otp: OTP is required',
  );
  // The preview binds the next SMS code to this amount and payee.
  expect((await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body)).json.code).toBe(
    '200',
  );
  await get(h, a.token, 'user/auth/sendandcheckotp');
  const otp = await lastCode(h, `+44${a.user.phoneNumber}`);
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, otp })).json.code,
  ).toBe('200');
  expect(await available(h, from.id)).toBe('24989.60000000');
  expect(await available(h, to.id)).toBe('25010.30000000');
  await setMode(h.database.db, a.user.id, 'internalotp', 'none');
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, amount: '10001' })).json
      .message,
  ).toBe('Maximum Amount is 10000.00');
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, amount: '' })).json.code,
  ).toBe('400');
  await expectBooksBalanced(h);
});

test('IBAN withdrawal: held, then completed (fee to house) or failed (released)', async () => {
  const { user, token } = await funded(h);
  const iban = await accountOf(h, user.id, 'iban', 'EUR');
  const body = {
    beneficiary_iban_number: 'DE89 3704 0044 0532 0130 00',
    withdrawal_amount: '1000',
    withdrawal_currency: 'EUR',
  };
  expect(
    (
      await post(h, token, 'user/account/withdrawal-account-to-external-account', {
        ...body,
        beneficiary_iban_number: '',
      })
    ).json.message,
  ).toBe('beneficiary_iban_number: IBAN Number is required');
  expect((await post(h, token, 'user/account/withdrawal-account-to-external-account', body)).json.code).toBe(
    '200',
  );
  expect((await post(h, token, 'user/account/withdrawal-account-to-external-account', body)).json.code).toBe(
    '200',
  );
  expect(await available(h, iban.id)).toBe('7460.00000000');
  const rows = await h.database.db
    .select()
    .from(ibanTransactions)
    .where(eq(ibanTransactions.userId, user.id));
  await withdrawalCommand.run(h.database.db, ['complete', 'iban', String(rows[0]!.id)]);
  await withdrawalCommand.run(h.database.db, ['fail', 'iban', String(rows[1]!.id)]);
  expect(await balance(h, iban.id)).toBe('8480.00000000');
  expect(await available(h, iban.id)).toBe('8480.00000000');
  expect(
    (await post(h, token, 'user/limits/getbaselimit', { coinname: 'EUR' })).json.data.withdrawamount,
  ).toBe('1000.00');
  await expectBooksBalanced(h);
});

test("another user's ids are refused and nothing changes", async () => {
  const a = await funded(h);
  const b = await funded(h);
  const bEur = await accountOf(h, b.user.id, 'fiat', 'EUR');
  const bBtc = await accountOf(h, b.user.id, 'crypto', 'BTC');
  await post(
    h,
    b.token,
    'user/outgoingtransfer/outgoingwire',
    wireBody(bEur.id, '200', { checkboxval: true, templatename: 'B' }),
  );
  const tplId = (await get(h, b.token, 'user/account/getuseraccoundsbyid')).json.templatearray[0]
    .fiat_with_trans_id;
  const before = await available(h, bEur.id);
  const refusals = [
    await post(h, a.token, 'user/outgoingtransfer/outgoingwire', wireBody(bEur.id)),
    await post(h, a.token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(bEur.id)),
    await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', {
      account: String(bEur.id),
      emailaddress: a.user.email,
      amount: '5',
      currancy: 'EUR',
      message: 'x',
    }),
    await get(h, a.token, `user/outgoingtransfer/getfiatwithdrawdetails/${tplId}`),
    await get(h, a.token, `user/outgoingtransfer/deletetemplate/${tplId}`),
    await post(h, a.token, 'user/cryptoexchange/withdrawsubmit', {
      crypto_wallet_id: String(bBtc.id),
      withdraw_address: `0x${'a'.repeat(40)}`,
      networkchain: 'ERC20',
      withdraw_amount: '0.01',
    }),
    await post(h, a.token, 'user/cryptoexchange/submitTransfer', {
      transfer_crypto: String(bBtc.id),
      transfer_email: a.user.email,
      transfer_amount: '0.01',
      transfer_wallet_address: 'x',
    }),
    await post(h, a.token, 'user/cryptoexchange/GetDepositDetails', { depoid: String(bBtc.id) }),
    await post(h, a.token, 'user/cryptoexchange/updateUserWalletAddress', {
      crypto_wallet_id: String(bBtc.id),
      wallet_address: `0x${'b'.repeat(40)}`,
      network: 'ERC20',
    }),
  ];
  for (const r of refusals) expect(r.json.code).toBe('404');
  expect(await available(h, bEur.id)).toBe(before);
  expect(await available(h, bBtc.id)).toBe('0.75000000');
  expect((await get(h, b.token, 'user/account/getuseraccoundsbyid')).json.templatearray).toHaveLength(1);
});

test('idempotent replay of an internal transfer moves money once', async () => {
  const a = await funded(h);
  const b = await funded(h);
  const from = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const body = {
    account: String(from.id),
    emailaddress: b.user.email,
    amount: '10',
    currancy: 'EUR',
    message: 'once',
  };
  const first = await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body, {
    'idempotency-key': 'k-1',
  });
  const replay = await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body, {
    'idempotency-key': 'k-1',
  });
  expect(replay.json).toEqual(first.json);
  expect(await available(h, from.id)).toBe('17989.90000000');
});

test('200 concurrent internal transfers both ways: sum conserved, no negative balance', async () => {
  const a = await funded(h);
  const b = await funded(h);
  const aUsd = await accountOf(h, a.user.id, 'fiat', 'USD');
  const bUsd = await accountOf(h, b.user.id, 'fiat', 'USD');
  await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', {
    account: String(aUsd.id),
    emailaddress: b.user.email,
    amount: '24700',
    currancy: 'USD',
    message: 'drain',
  }).then((r) => expect(r.json.message).toBe('Maximum Amount is 10000.00'));
  const send = (from: typeof a, account: number, to: string) =>
    post(h, from.token, 'user/internaltransfer/fiatinternaltransfer', {
      account: String(account),
      emailaddress: to,
      amount: '150',
      currancy: 'USD',
      message: 'load',
    });
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      i % 2 ? send(a, aUsd.id, b.user.email) : send(b, bUsd.id, a.user.email),
    ),
  );
  expect(answers.every((r) => r.json.code === '200' || r.json.code === '402')).toBe(true);
  const ok = answers.filter((r) => r.json.code === '200').length;
  const sum = dec(await balance(h, aUsd.id)).plus(await balance(h, bUsd.id));
  expect(sum.eq(dec('50000').minus(dec('1.5').times(ok)))).toBe(true);
  expect(dec(await balance(h, aUsd.id)).gte(0) && dec(await balance(h, bUsd.id)).gte(0)).toBe(true);
  await expectBooksBalanced(h);
});
