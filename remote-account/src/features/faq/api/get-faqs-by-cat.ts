import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Questions and answers of one category; idle until a category is known. */
export const useFaqsOfCategory = (categoryId: number) =>
  useApiQuery(
    endpoints['faq.getFaqsByCat'],
    { params: { categoryId } },
    { select: (answer) => answer.data, enabled: categoryId > 0 },
  );
