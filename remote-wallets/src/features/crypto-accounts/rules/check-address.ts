import type { Translate } from '@portal/shared';

/** The translated checksum problem of a destination address for a coin, or undefined. The checksum code (and
 * its libraries) is a separate chunk, fetched the first time a form is submitted. */
export const checkAddress = async (
  t: Translate,
  coin: string,
  address: string,
): Promise<string | undefined> => {
  const { addressProblem } = await import('./address-checksum');
  const problem = addressProblem(coin, address);
  return problem ? t(`cryptoAccounts.rules.${problem}`, { coin: coin.toUpperCase() }) : undefined;
};
