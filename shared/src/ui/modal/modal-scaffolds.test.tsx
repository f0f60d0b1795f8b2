import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal, FormModal } from './modal-scaffolds';

describe('FormModal', () => {
  it('submits its form from the footer; while pending, Cancel, Escape and the backdrop do nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClose = jest.fn();
    const view = (pending: boolean) => (
      <FormModal open title="New request" onClose={onClose} formId="f" submitLabel="Add" pending={pending}>
        <form id="f" onSubmit={onSubmit} />
      </FormModal>
    );
    const { rerender } = render(view(false));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(view(true));
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmModal', () => {
  it('asks its question and confirms once per click', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <ConfirmModal
        open
        title="Sign out"
        onClose={jest.fn()}
        confirmLabel="Sign out"
        pending={false}
        onConfirm={onConfirm}
      >
        Sign out this device?
      </ConfirmModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign out' }).textContent).toContain('Sign out this device?');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
