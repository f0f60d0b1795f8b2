import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** One news item (the answer is a list; the page reads the first). Idle for an id that is not a number. */
export const useNewsById = (id: number) =>
  useApiQuery(
    endpoints['news.findNewsById'],
    { params: { id } },
    { select: (answer) => answer.data[0] ?? null, enabled: id > 0 },
  );
