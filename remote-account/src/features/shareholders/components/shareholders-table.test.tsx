import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { ShareholdersTable } from './shareholders-table';
import type { Shareholder } from './shareholder-type';

const row = (id: number, name: string, status: string): Shareholder => ({
  user_id_pk: id,
  first_name: name,
  last_name: 'Holder',
  email_id: `${name.toLowerCase()}@example.com`,
  country_code: '44',
  phone_number: '5550000000',
  broker_id: null,
  user_group_id: 1,
  user_kyc_kyc_api_status: status,
  created_datetime: '2026-01-01 10:00:00',
});

beforeAll(async () => {
  await act(() => setLanguage('en'));
});

describe('shareholders table', () => {
  it('offers Edit, Resend Email and Delete only while KYC is Pending, and shows other statuses as Rejected', () => {
    const onAction = jest.fn();
    render(
      <ShareholdersTable
        rows={[row(1, 'Ann', 'Pending'), row(2, 'Ben', 'Approved'), row(3, 'Cid', 'Under review')]}
        loading={false}
        onAction={onAction}
      />,
    );
    const [, ann, ben, cid] = screen.getAllByRole('row');
    expect(
      within(ann!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Resend Email', 'Delete']);
    expect(within(ben!).queryAllByRole('button')).toHaveLength(0);
    expect(within(ben!).getByText('Approved')).toBeTruthy();
    expect(within(cid!).getByText('Rejected')).toBeTruthy();
    expect(within(cid!).queryAllByRole('button')).toHaveLength(0);
    fireEvent.click(within(ann!).getByText('Resend Email'));
    expect(onAction).toHaveBeenCalledWith('resend', expect.objectContaining({ user_id_pk: 1 }));
  });

  it('pages by 25 with the choices 25, 50 and 100', () => {
    render(
      <ShareholdersTable
        rows={Array.from({ length: 30 }, (_, i) => row(i + 1, `P${i}`, 'Approved'))}
        loading={false}
        onAction={jest.fn()}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(26);
    const sizes = screen.getByRole('combobox');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', '100']);
  });
});
