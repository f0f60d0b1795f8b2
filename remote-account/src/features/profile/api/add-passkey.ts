import { useMutation } from '@tanstack/react-query';
import { apiCall, createPasskey, invalidateEndpoint } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';

type Input = { name: string; password: string; current_code: string };

/** Re-authentication → the browser creates the passkey → the server checks and stores it. */
export const useAddPasskey = () =>
  useMutation({
    mutationFn: async ({ name, password, current_code }: Input) => {
      const { data } = await apiCall(endpoints['passkey.registerOptions'], {
        body: { password, current_code },
      });
      const response = await createPasskey(data);
      return apiCall(endpoints['passkey.register'], { body: { name, response: response as never } });
    },
    onSuccess: () =>
      Promise.all([
        invalidateEndpoint(endpoints['passkey.list']),
        invalidateEndpoint(endpoints['user.getSecurityEvents']),
      ]),
  });
