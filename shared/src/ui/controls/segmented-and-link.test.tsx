import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Icon } from './icon';
import { LinkButton } from './link-button';
import { SegmentedControl } from './segmented-control';

const Choice = ({ onChange }: { onChange: (value: string) => void }) => {
  const [value, setValue] = useState<'a' | 'b'>('a');
  return (
    <SegmentedControl
      label="Size"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 'a', label: 'S' },
        { value: 'b', label: 'L', inputProps: { 'data-option': 'b' } },
      ]}
    />
  );
};

describe('SegmentedControl', () => {
  // The arrow keys are the browser's own for native radios (jsdom lacks CSS.escape, which user-event's radio walk
  // needs): the header's e2e test switches the language with them.
  it('is a named radio group of one name; a click chooses', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Choice onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByText('L'));
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect((screen.getByRole('radio', { name: 'L' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'L' }).getAttribute('data-option')).toBe('b');
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'));
    expect(new Set(names).size).toBe(1);
  });
});

describe('LinkButton', () => {
  it('stays a link, drawn as a button of the chosen variant', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/iban-account" variant="outline">
          Deposit
        </LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link.getAttribute('href')).toBe('/iban-account');
    expect(link.className).toMatch(/button/);
    expect(link.className).toMatch(/outline/);
  });
});

describe('Icon', () => {
  it('is decorative: hidden from screen readers, never focusable', () => {
    const { container } = render(<Icon name="lock" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
  });
});
