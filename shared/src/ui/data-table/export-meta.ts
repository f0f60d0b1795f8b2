import { queryClient } from '../../api/query-client';
import { apiQueryOptions } from '../../api/query-helpers';
import { endpoints } from '../../contract/index';
import { formatDate } from '../../format/dates';
import type { Translate } from '../../i18n/translate';

/** What a list's export is of, beyond its rows: the account and period its filters chose (none: all). */
export type ExportContext = {
  account?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** Label–value lines at the top of an export file: holder, account, period, generated at. */
export type ExportMeta = readonly (readonly [string, string])[];

/** The signed-in customer's name, from the answer the shell already cached (fetched if it is not there). */
const holderName = async (): Promise<string> => {
  const options = apiQueryOptions(endpoints['shell.getUserDetails']);
  try {
    const answer =
      queryClient.getQueryData(options.queryKey) ??
      (await queryClient.fetchQuery({ ...options, staleTime: Infinity, retry: false }));
    return [answer.data?.first_name, answer.data?.last_name].filter(Boolean).join(' ');
  } catch {
    return '';
  }
};

const day = (value: string | undefined) => (value ? formatDate(value, 'MMMM D, YYYY') : '…');

/** The export's heading lines, made at click time (the generated-at time is the click's). */
export const exportMeta = async (context: ExportContext, t: Translate): Promise<ExportMeta> => {
  const { account, from, to } = context;
  return [
    [t('table.export.holder'), await holderName()],
    [t('table.export.account'), account || t('table.export.allAccounts')],
    [t('table.export.period'), from || to ? `${day(from)} – ${day(to)}` : t('table.export.allDates')],
    [t('table.export.generatedAt'), formatDate(new Date(), 'modal')],
  ];
};
