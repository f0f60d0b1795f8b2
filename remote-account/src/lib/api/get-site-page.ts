import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['settings.getPages'];

/** Site page HTML: 1 terms, 2 privacy policy, 3 the contact page's side panel (data[0].page_description). */
export const useSitePage = (id: 1 | 2 | 3) =>
  useApiQuery(endpoint, { params: { id } }, { select: (answer) => answer.data[0]?.page_description ?? '' });
