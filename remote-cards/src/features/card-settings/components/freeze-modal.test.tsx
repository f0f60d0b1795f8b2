import { fireEvent, render, screen } from '@testing-library/react';
import '../../../app/register';
import { useFreezeUnfreeze } from '../api/card-settings-mutations';
import { FreezeModal } from './freeze-modal';

jest.mock('../api/card-settings-mutations', () => ({ useFreezeUnfreeze: jest.fn() }));
const mutateAsync = jest.fn();
jest.mocked(useFreezeUnfreeze).mockReturnValue({ mutateAsync, isPending: false } as never);

describe('freeze modal', () => {
  beforeEach(() => mutateAsync.mockReset());

  it('a card the provider blocked: the switch stays on and disabled, and the modal says why', () => {
    render(<FreezeModal open cardId="3" frozen blockedByProvider onClose={jest.fn()} />);
    const toggle = screen.getByRole('switch');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toBe(
      'Your card provider blocked this card. Only the provider can unblock it: please contact support.',
    );
    fireEvent.click(toggle);
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it("the customer's own freeze: the switch undoes it", () => {
    mutateAsync.mockResolvedValue({ code: '200', message: 'Card unfrozen' });
    render(<FreezeModal open cardId="3" frozen onClose={jest.fn()} />);
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByRole('switch'));
    expect(mutateAsync).toHaveBeenCalledWith({ body: { card_id: '3' } });
  });
});
