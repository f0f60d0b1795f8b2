import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../../../app/register';
import { useCardProductForm } from '../api/get-card-details';
import { useCardProducts } from '../api/get-cards';
import { useSubmitPhysical } from '../api/submit-physical';
import { PhysicalCardPage } from './physical-card-page';

// The HTTP boundary of the page: its endpoint files.
jest.mock('../api/get-card-details', () => ({ useCardProductForm: jest.fn() }));
jest.mock('../api/get-cards', () => ({ useCardProducts: jest.fn() }));
jest.mock('../api/submit-physical', () => ({ useSubmitPhysical: jest.fn() }));

const mutateAsync = jest.fn();
jest.mocked(useCardProducts).mockReturnValue({ data: [] } as never);
jest.mocked(useSubmitPhysical).mockReturnValue({ mutateAsync, isPending: false } as never);
jest.mocked(useCardProductForm).mockReturnValue({
  data: {
    code: '200',
    message: '',
    data: [
      {
        cardinfo_id: '1',
        card_name: 'Physical Card',
        card_desc: '<p>Visa <script>alert(1)</script></p>',
        joining_fees_usd: '25',
        joining_fees_eur: '23',
      },
    ],
    delresult: [
      { deliveryid: '2', dname: 'Express courier', workingdays: '2-3', usdprice: '25', europrice: '23' },
    ],
    accountarray: [
      {
        account_id_pk: '11',
        account_number: '4100000180',
        account_currency_type: 'EUR',
        available_balance: '10',
      },
    ],
    countryarray: [
      { country_id_pk: '1', name: 'Spain', phonecode: '34' },
      { country_id_pk: '2', name: 'France', phonecode: '33' },
    ],
  },
} as never);

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/physical-card', state: { cardid: '1' } }]}>
      <Routes>
        <Route path="/physical-card" element={<PhysicalCardPage />} />
        <Route path="/my-cards" element={<p>{'my cards'}</p>} />
      </Routes>
    </MemoryRouter>,
  );

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
};

describe('/physical-card', () => {
  beforeEach(() => mutateAsync.mockReset());

  it('defaults the phone code to 34, names every missing field, and never sends an incomplete form', async () => {
    renderPage();
    expect((screen.getByLabelText('Phone Code') as HTMLSelectElement).value).toBe('34');
    expect(screen.getByRole('option', { name: /Express courier \(2-3 working days\)/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/request-card');
    await submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Select Your Account',
      'Enter address line 1',
      'Enter address line 2',
      'Enter postal code',
      'Enter city',
      'Enter valid phone number',
      'Select delivery option',
    ]);
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('sends the form with the product id and goes to /my-cards', async () => {
    mutateAsync.mockResolvedValue({ code: '200', message: 'Your physical card request was submitted' });
    renderPage();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('First Name', 'Paula');
    fill('Last Name', 'Martin');
    fill('Account', '11');
    fill('Address Line 1', '1 Main St');
    fill('Address Line 2', 'Flat 2');
    fill('Postal Code', '28001');
    fill('City', 'Madrid');
    fill('Phone Number', '612345678');
    fill('Delivery Option', '2');
    await submit();
    expect(mutateAsync).toHaveBeenCalledWith({
      body: {
        first_name: 'Paula',
        last_name: 'Martin',
        account: '11',
        address1: '1 Main St',
        address2: 'Flat 2',
        postalcode: '28001',
        city: 'Madrid',
        phonecode: '34',
        phonenumber: '612345678',
        delvalue: '2',
        cardid: '1',
      },
    });
    expect(await screen.findByText('my cards')).toBeTruthy();
  });
});
