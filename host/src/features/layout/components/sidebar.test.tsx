import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registerHostTranslations } from '../../../app/register';
import type { AccessUser } from '../../../lib/access-user';
import { Sidebar } from './sidebar';

const pending: AccessUser = {
  account: 'Personal',
  account_type: 'Other',
  is_access_dashboard: true,
  is_one_share_holder: 'No',
  vip_user: 'No',
  tier: 0,
  kyc_status: 'Pending',
};

const renderAt = (user: AccessUser, path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar user={user} />
    </MemoryRouter>,
  );

describe('Sidebar', () => {
  beforeAll(() => {
    registerHostTranslations();
  });

  it('marks locked links with a lock and a description, and highlights none of them on Verify Your Account', () => {
    renderAt(pending, '/verify-your-account');
    const cards = screen.getByRole('link', { name: 'My Cards' });
    expect(cards.getAttribute('href')).toBe('/verify-your-account');
    expect(cards.hasAttribute('data-locked')).toBe(true);
    expect(cards.querySelector('svg')).not.toBeNull();
    expect(cards.getAttribute('aria-current')).toBeNull();
    const hint = document.getElementById(cards.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Available once your identity is verified');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'News' }).hasAttribute('data-locked')).toBe(false);
  });

  it('the current page alone is highlighted', () => {
    renderAt(pending, '/dashboard');
    const current = [...document.querySelectorAll('[aria-current="page"]')].map((node) => node.textContent);
    expect(current).toEqual(['Dashboard']);
  });

  it('locks nothing once KYC is Approved', () => {
    renderAt({ ...pending, kyc_status: 'Approved' }, '/my-cards');
    expect(document.querySelectorAll('[data-locked]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'My Cards' }).getAttribute('aria-current')).toBe('page');
  });
});
