// Test helper for the remotes (not part of the portal bundle): checks a remote's exposed routes render their
// translated titles in English and French.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import type { RemoteRoutesModule } from '../federation';
import { setLanguage } from '../i18n';

type Locale = { pages: Record<string, string> };

export const describeRemoteRoutes = (
  remote: string,
  routes: RemoteRoutesModule['routes'],
  en: Locale,
  fr: Locale,
) => {
  describe(`${remote} routes`, () => {
    // No API in unit tests: the pages' queries stay idle (one that goes out all the same, enabled by its page, is
    // refused at once: shared/test/setup.cjs). The titles do not depend on data.
    const defaults = queryClient.getDefaultOptions();
    beforeAll(() =>
      queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, enabled: false } }),
    );
    afterAll(() => queryClient.setDefaultOptions(defaults));

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
      const { unmount } = render(
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
      expect(Object.values(en.pages)).toContain(
        (await screen.findByRole('heading', { level: 1 })).textContent,
      );
      unmount();
      await act(() => setLanguage('fr'));
      render(
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
      expect(Object.values(fr.pages)).toContain(screen.getByRole('heading', { level: 1 }).textContent);
      await act(() => setLanguage('en'));
    });
  });
};
