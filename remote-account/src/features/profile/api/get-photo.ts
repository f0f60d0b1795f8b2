import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/shared/contract';
import { apiBlob, apiQueryKey } from '@portal/shared';

const endpoint = endpoints['shell.getPhoto'];

/** The user's stored photo as a Blob; the file name changes with each new photo, so it is cached for good. */
export const usePhoto = (file: string | null | undefined) =>
  useQuery({
    queryKey: apiQueryKey(endpoint, { params: { file: file ?? '' } }),
    queryFn: () => apiBlob(endpoint, { params: { file: file ?? '' } }),
    enabled: Boolean(file),
    staleTime: Infinity,
  });
