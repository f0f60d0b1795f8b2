import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { ReferralTable } from './referral-table';
import type { ReferralRow } from './referral-row';

const row = (id: number, status: string): ReferralRow => ({
  rr_id: id,
  fullname: `Friend ${status}`,
  email_id: `f${id}@example.com`,
  country_code: '44',
  phone_number: '555000000',
  status,
});

beforeAll(async () => {
  await act(() => setLanguage('en'));
});

describe('referral requests table', () => {
  it('offers the mail action only on Approved rows', () => {
    render(
      <ReferralTable
        rows={[row(1, 'Pending'), row(2, 'Approved'), row(3, 'Declined')]}
        loading={false}
        onSend={jest.fn()}
      />,
    );
    const [, pending, approved, declined] = screen.getAllByRole('row');
    expect(within(pending!).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(approved!).getByRole('button', { name: 'Send referral link to Friend Approved' }),
    ).toBeTruthy();
    expect(within(declined!).queryAllByRole('button')).toHaveLength(0);
    expect(within(declined!).getByText('Declined')).toBeTruthy();
  });
});
