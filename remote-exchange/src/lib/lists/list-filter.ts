/** from/to are the date inputs' values (YYYY-MM-DD, '' = open); account '' = every account. */
export type ListFilter = { from: string; to: string; account: string };
export const NO_FILTER: ListFilter = { from: '', to: '', account: '' };

/** The filter as a paged list call takes it (contract 1.1: from/to are UTC days, inclusive; account
 * is the account id); empty fields are left out. */
export const listQuery = (filter: ListFilter): { from?: string; to?: string; account?: string } => ({
  from: filter.from || undefined,
  to: filter.to || undefined,
  account: filter.account || undefined,
});
