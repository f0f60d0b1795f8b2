import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, nextTabIndex } from './tabs';

const ITEMS = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
  { key: 'hidden', label: 'Hidden', hidden: true },
  { key: 'c', label: 'Gamma' },
] as const;
type Key = (typeof ITEMS)[number]['key'];

const Harness = () => {
  const [active, setActive] = useState<Key>('a');
  return (
    <Tabs tabs={ITEMS} active={active} onChange={setActive} label="Greek">
      <p>panel {active}</p>
    </Tabs>
  );
};

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires tablist, tabs and the panel with aria and a roving tabindex', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Greek' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Hidden' })).toBeNull();
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    expect(tab('Beta').getAttribute('aria-selected')).toBe('false');
    expect(tab('Alpha').tabIndex).toBe(0);
    expect(tab('Beta').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(tab('Alpha').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('panel a');
  });

  it('selects with a click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Gamma'));
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Gamma' }).textContent).toBe('panel c');
  });

  it('moves focus and selection with Right, Left (wrapping), Home and End, skipping hidden tabs', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Alpha'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Beta'));
    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Gamma'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Alpha'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Gamma'));
    await user.keyboard('{Home}');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
  });

  it('leaves other keys alone', () => {
    expect(nextTabIndex('Enter', 1, 3)).toBeUndefined();
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });
});
