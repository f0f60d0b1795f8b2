import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './menu';

const TwoMenus = () => (
  <>
    <Menu label="Profile" panelAs="div">
      {(close) => (
        <>
          <button type="button" onClick={close}>
            Feedback
          </button>
          <a href="/faq">FAQ</a>
          <button type="button">Logout</button>
        </>
      )}
    </Menu>
    <Menu label="Bell" panelAs="ul">
      {() => (
        <li>
          <button type="button">Notification 1</button>
        </li>
      )}
    </Menu>
    <button type="button">Elsewhere</button>
  </>
);

describe('Menu', () => {
  it('opens on click, closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<TwoMenus />);
    const button = screen.getByRole('button', { name: 'Profile' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Feedback' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves between items with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<TwoMenus />);
    screen.getByRole('button', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Feedback' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'FAQ' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logout' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Feedback' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logout' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Feedback' }));
  });

  it('keeps only one menu open and closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<TwoMenus />);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Bell' }));
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notification 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('button', { name: 'Notification 1' })).toBeNull();
  });

  it('an item can close the menu', async () => {
    const user = userEvent.setup();
    render(<TwoMenus />);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
  });
});
