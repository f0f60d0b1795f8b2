import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import { registerHostTranslations } from '../../../app/register';
import { Footer } from './footer';

describe('Footer', () => {
  beforeAll(() => {
    registerHostTranslations();
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("shows the default tagline in the portal's language (French)", async () => {
    await act(() => setLanguage('fr'));
    render(
      <MemoryRouter>
        <Footer title="Portal Payments" tagline="Payments and crypto, in one place" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Portal Payments — Paiements et crypto, au même endroit/)).toBeTruthy();
  });

  it('keeps a tagline the provider typed as it is', () => {
    render(
      <MemoryRouter>
        <Footer title="Portal Payments" tagline="Banking, simply" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Portal Payments — Banking, simply/)).toBeTruthy();
  });
});
