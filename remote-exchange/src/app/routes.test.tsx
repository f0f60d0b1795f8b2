import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { routes } from './routes';

describe('remote-exchange routes', () => {
  it('exposes absolute route patterns only', () => {
    expect(Object.keys(routes).length).toBeGreaterThan(0);
    for (const pattern of Object.keys(routes)) expect(pattern).toMatch(/^\/[A-Za-z-]+(\/:[a-z_]+)?$/);
  });

  it('has a French title for every English one', () => {
    expect(Object.keys(fr.pages).sort()).toEqual(Object.keys(en.pages).sort());
  });

  it.each(Object.keys(routes))('renders %s with its translated title', async (pattern) => {
    const Page = routes[pattern]!;
    await act(() => setLanguage('en'));
    const { unmount } = render(<MemoryRouter><Page /></MemoryRouter>);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const english = screen.getByRole('heading', { level: 1 }).textContent;
    expect(Object.values(en.pages)).toContain(english);
    unmount();
    await act(() => setLanguage('fr'));
    render(<MemoryRouter><Page /></MemoryRouter>);
    expect(Object.values(fr.pages)).toContain(screen.getByRole('heading', { level: 1 }).textContent);
    await act(() => setLanguage('en'));
  });
});
