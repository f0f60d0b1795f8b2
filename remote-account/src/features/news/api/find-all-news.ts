import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

export const useAllNews = () =>
  useApiQuery(endpoints['news.findAllNews'], undefined, { select: (answer) => answer.data });
