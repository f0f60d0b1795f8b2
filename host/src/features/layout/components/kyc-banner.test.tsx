import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import { registerHostTranslations } from '../../../app/register';
import type { AccessUser } from '../../../lib/access-user';
import { lockedState } from '../../../lib/locked-page';
import { KycBanner } from './kyc-banner';

const pending: AccessUser = {
  account: 'Personal',
  account_type: 'Other',
  is_access_dashboard: true,
  is_one_share_holder: 'No',
  vip_user: 'No',
  tier: 0,
  kyc_status: 'Pending',
};

const renderAt = (user: AccessUser | undefined, path = '/dashboard', state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <KycBanner user={user} />
    </MemoryRouter>,
  );

describe('KycBanner', () => {
  beforeAll(() => {
    registerHostTranslations();
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('tells a pending customer what is locked and links to Verify Your Account', () => {
    renderAt(pending);
    expect(screen.getByText('Your identity verification is pending')).toBeTruthy();
    expect(
      screen.getByText(
        'Until it is approved, these sections are locked: Accounts, Card, Crypto Exchange, and Transactions.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your account' }).getAttribute('href')).toBe(
      '/verify-your-account',
    );
  });

  it('names only what this customer has locked (a VIP at tier 2: Card and Referral Request)', () => {
    renderAt({ ...pending, vip_user: 'Yes', tier: 2 });
    expect(screen.getByText(/these sections are locked: Card and Referral Request\.$/)).toBeTruthy();
  });

  it('on Verify Your Account: the page the customer was sent from, what to do, and no link to itself', () => {
    renderAt(pending, '/verify-your-account', lockedState('/card-settings/7'));
    expect(screen.getByText(/“My Cards” opens once your identity is verified\./)).toBeTruthy();
    expect(screen.getByText(/Complete the form below and add your documents\.$/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a refused verification says so and what to do', () => {
    renderAt({ ...pending, kyc_status: 'Rejected' }, '/verify-your-account');
    expect(screen.getByText('Your identity verification was not approved')).toBeTruthy();
    expect(
      screen.getByText(/These sections stay locked: .*Check your details and documents below/),
    ).toBeTruthy();
  });

  it('nothing once KYC is Approved, while the details load, or without dashboard access', () => {
    const { container, unmount } = renderAt({ ...pending, kyc_status: 'Approved' });
    expect(container.innerHTML).toBe('');
    unmount();
    expect(renderAt(undefined).container.innerHTML).toBe('');
    expect(renderAt({ ...pending, is_access_dashboard: false }).container.innerHTML).toBe('');
  });

  it('speaks French, the list of sections included', async () => {
    await act(() => setLanguage('fr'));
    renderAt(pending);
    expect(screen.getByText('La vérification de votre identité est en attente')).toBeTruthy();
    expect(
      screen.getByText(
        /ces rubriques sont verrouillées : Comptes, Carte, Échange de cryptos et Transactions\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vérifier mon compte' })).toBeTruthy();
  });
});
