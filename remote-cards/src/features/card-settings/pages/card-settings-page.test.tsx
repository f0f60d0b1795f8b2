import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { verifyCvvCode } from '../../../lib/api/verify-2fa';
import { CardSettingsPage } from './card-settings-page';

jest.mock('../../../lib/api/verify-2fa', () => ({ verifyCvvCode: jest.fn() }));
jest.mock('../../../lib/api/get-user-details', () => ({
  useUserDetails: () => ({ data: { authenticator: 'Yes' } }),
}));
const verify = jest.mocked(verifyCvvCode);
// What main's server used to send: the whole number in the card details. The page must mask it anyway.
jest.mock('../api/get-card-details-by-id', () => ({
  useCardDetails: () => ({
    isPending: false,
    isFetching: false,
    fetchStatus: 'idle',
    data: {
      data: [
        {
          card_name: 'Travel',
          card_number: '4000006798130984',
          card_currancy: 'EUR',
          exp_month: '03',
          exp_year: '2030',
          usercard_status: 'Active',
          card_balance: '10',
        },
      ],
      api_card_data: { status: 'ACTIVE' },
      accnumber: [],
    },
  }),
}));
jest.mock('../components/services-panel', () => ({ ServicesPanel: () => null }));

// The reveal asks the passkey list which factor to ask for: this customer holds none (the authenticator).
let requests: ReturnType<typeof stubNetwork>;
beforeEach(() => {
  queryClient.clear();
  requests = stubNetwork((request) =>
    String(request.url).endsWith('/user/auth/passkeys')
      ? { data: { code: '200', message: '', data: [] } }
      : new Error(`unexpected ${request.method} ${request.url}`),
  );
});

const numberRow = () => screen.getByText('Card Number').closest('div') as HTMLElement;

describe('/card-settings/:id card number (PCI DSS 3.4.1)', () => {
  it('is masked to the last 4 until an authenticator code, then shown in groups of 4, and hidden again', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/card-settings/7']}>
          <Routes>
            <Route path="/card-settings/:id" element={<CardSettingsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(within(numberRow()).getByText('**** **** **** 0984')).toBeTruthy();
    expect(screen.queryByText(/4000 0067/)).toBeNull();
    // The answer is in before the click, as it is for a customer.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    verify.mockResolvedValueOnce({
      code: '200',
      message: 'Verified',
      data: { card_id: '7', cvv_number: '321', card_number: '4000006798130984' },
    } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Show card number' }));
    const input = await screen.findByRole('textbox');
    await act(async () => {
      fireEvent.change(input, { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(verify).toHaveBeenLastCalledWith('7', '123456');
    expect(requests.map((request) => String(request.url))).toEqual(['/api/v1/user/auth/passkeys']);
    expect(await within(numberRow()).findByText('4000 0067 9813 0984')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide card number' }));
    expect(within(numberRow()).getByText('**** **** **** 0984')).toBeTruthy();
  });
});
