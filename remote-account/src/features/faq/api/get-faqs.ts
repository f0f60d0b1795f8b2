import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** FAQ categories. */
export const useFaqCategories = () =>
  useApiQuery(endpoints['faq.getFaqs'], undefined, { select: (answer) => answer.data });
