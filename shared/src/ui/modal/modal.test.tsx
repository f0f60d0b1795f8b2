import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

describe('Modal', () => {
  it('is an accessible dialog that closes on Escape and traps Tab', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open title="Send details" onClose={onClose} footer={<button type="button">Submit</button>}>
        <input aria-label="Email" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send details' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed and ignores Escape when not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = render(
      <Modal open={false} title="T" onClose={onClose}>
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Modal open title="T" onClose={onClose} dismissible={false}>
        x
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes the topmost dialog only, even when focus left it', async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <>
        <Modal open title="Outer" onClose={outer}>
          o
        </Modal>
        <Modal open title="Inner" onClose={inner}>
          i
        </Modal>
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
