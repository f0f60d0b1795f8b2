import { useNavigate } from 'react-router-dom';
import { toast } from '@portal/shared';
import { toastCardsError } from '../../../lib/card-errors';

/** Success → the server's message and /my-cards; refusal → the server's message, the form kept. */
export const useRequestSubmit = () => {
  const navigate = useNavigate();
  return async (send: () => Promise<{ message?: string | null }>) => {
    try {
      const answer = await send();
      toast.success(answer.message ?? '');
      void navigate('/my-cards');
    } catch (failure) {
      toastCardsError(failure);
    }
  };
};
