import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import { ShareHoldersContent } from './share-holders-content';

let user: Record<string, unknown> | undefined;
const useShareholders = jest.fn((enabled: boolean) => ({
  data: enabled ? { data: [], allusergrp: [] } : undefined,
  isPending: !enabled,
  isError: false,
}));
jest.mock('../../../lib/api/get-user-details', () => ({
  useUserDetails: () => ({ data: user, isPending: !user, isError: false }),
}));
jest.mock('../api/get-all-customer', () => ({
  useShareholders: (enabled: boolean) => useShareholders(enabled),
}));

const renderContent = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <ShareHoldersContent />
    </QueryClientProvider>,
  );

beforeAll(() => act(() => setLanguage('en')));
beforeEach(() => useShareholders.mockClear());

describe('ShareHoldersContent', () => {
  it('a personal account typing /customer-list is told why, and its list is never asked for', () => {
    user = { account: 'Personal', is_added_all_share_holders: 'No' };
    renderContent();
    expect(screen.getByText(/registered by corporate accounts/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(useShareholders.mock.calls.every(([enabled]) => enabled === false)).toBe(true);
  });

  it('a corporate account still adding shareholders gets its list, Add and Continue', () => {
    user = { account: 'Corporate', is_added_all_share_holders: 'No' };
    renderContent();
    expect(useShareholders).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText(/registered by corporate accounts/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
