import { and, eq } from 'drizzle-orm';
import { countries, states } from '../src/db/schema/index';
import { statementAccount } from '../src/domain/statements/statement-account';
import { seedKycReference } from '../src/seed/kyc-reference';
import { call, setUser, useHarness } from './support/harness';
import { funded, get } from './wallets-kit';

// Issue 44 item 5: the wallet cards and the statement showed "London, 12, 189, NW1 6XE, 221B Baker Street,
// Flat 2": the profile's state and country ids, in the JSON's order.
const h = useHarness();

const londonAddress = async () => {
  await seedKycReference(h.database.db);
  const [gb] = await h.database.db.select().from(countries).where(eq(countries.sortname, 'GB'));
  const [england] = await h.database.db
    .select()
    .from(states)
    .where(and(eq(states.countryId, gb!.id), eq(states.name, 'England')));
  return {
    city: 'London',
    state: String(england!.id),
    country: String(gb!.id),
    zipcode: 'NW1 6XE',
    addressline1: '221B Baker Street',
    addressline2: 'Flat 2',
  };
};

test("the wallet list and the statement write the address with names, in the reader's language", async () => {
  const { user, token } = await funded(h);
  await setUser(h, user.id, { address: await londonAddress() });
  const address = async (language: string) =>
    (
      await call(h, 'GET', 'user/account/getuseraccoundsbyid', {
        token,
        headers: { 'accept-language': language },
      })
    ).json.data[0].customer_address;
  expect(await address('en')).toBe('221B Baker Street, Flat 2, London NW1 6XE, England, United Kingdom');
  expect(await address('fr')).toBe('221B Baker Street, Flat 2, London NW1 6XE, England, Royaume-Uni');
  const [account] = (await get(h, token, 'user/account/getuseraccoundsbyid')).json.data;
  // The statement PDF's header prints what statementAccount names.
  const statement = await statementAccount(
    h.database.db,
    user.id,
    'wallet',
    String(account.account_id_pk),
    'fr',
  );
  expect(statement.address).toBe('221B Baker Street, Flat 2, London NW1 6XE, England, Royaume-Uni');
});

test('a French address puts the postcode first; parts left empty are left out', async () => {
  const { user, token } = await funded(h);
  await seedKycReference(h.database.db);
  const [fr] = await h.database.db.select().from(countries).where(eq(countries.sortname, 'FR'));
  await setUser(h, user.id, {
    address: { addressline1: '5 rue de Rivoli', city: 'Paris', zipcode: '75001', country: String(fr!.id) },
  });
  const [row] = (await get(h, token, 'user/account/getuseraccoundsbyid')).json.data;
  expect(row.customer_address).toBe('5 rue de Rivoli, 75001 Paris, France');
});
