import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { EditProfileForm } from './edit-profile-form';

const save = jest.fn(async (_call: unknown) => ({ code: '200', message: 'Your profile was updated' }));
let statesOf: Record<string, { id: number; name: string }[]> = {};
jest.mock('../../../lib/api/find-all-countries', () => ({
  useCountries: () => ({
    data: [
      { country_id_pk: 49, name: 'Germany' },
      { country_id_pk: 34, name: 'Spain' },
    ],
  }),
}));
jest.mock('../../../lib/api/get-states-from-country', () => ({
  useStatesOfCountry: (country: string) => ({ data: country ? (statesOf[country] ?? []) : undefined }),
}));
jest.mock('../api/update-user-profile', () => ({
  useUpdateUserProfile: () => ({ mutateAsync: save, isPending: false }),
}));
jest.mock('../../../lib/reload-soon', () => ({ reloadSoon: jest.fn() }));

const profile = {
  first_name: 'Jonas',
  last_name: 'Weber',
  email_id: 'jonas@example.com',
  customer_id: '12',
  phonecode: '49',
  phone_number: '301234567',
  dob: '1988-04-05',
  addressline1: 'Hauptstraße 1',
  addressline2: '3. OG',
  country: '34',
  state: '',
  city: 'Berlin',
  zipcode: '10115',
  timezone: 'Europe/Berlin',
  timezones: [{ tid: 1, gmtdata: 'GMT+01:00', timezonedata: 'Europe/Berlin' }],
};

const renderForm = () =>
  render(
    <MemoryRouter>
      <EditProfileForm profile={profile as never} />
    </MemoryRouter>,
  );

beforeAll(() => act(() => setLanguage('en')));
beforeEach(() => {
  save.mockClear();
  statesOf = { '34': [{ id: 7, name: 'Madrid' }] };
});

describe('EditProfileForm', () => {
  it('a country without a state list needs no state: the form saves without one', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '49' } });
    await waitFor(() => expect(screen.queryByLabelText('State')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const { body } = save.mock.calls[0]![0] as { body: Record<string, unknown> };
    expect(body).toMatchObject({ country_id: 49, city: 'Berlin' });
    expect(body.state_id).toBeUndefined();
  });

  it('a country with a state list still needs its state', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select state')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect((save.mock.calls[0]![0] as { body: Record<string, unknown> }).body.state_id).toBe(7);
  });

  it('an empty form lists "Select state" with the other required fields (spec 03 §5)', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Enter first name', 'Select country', 'Select state'])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('customer id, e-mail and phone are read-only and do not look like inputs', () => {
    renderForm();
    for (const [label, value] of [
      ['Customer ID', '12'],
      ['Email', 'jonas@example.com'],
      ['Phone Number', '+49 301234567'],
    ]) {
      const field = screen.getByLabelText(label!) as HTMLInputElement;
      expect([label, field.value, field.readOnly, field.getAttribute('aria-readonly')]).toEqual([
        label,
        value,
        true,
        'true',
      ]);
      // Not the kit's input box (border, white background): the read-only look.
      expect(field.className.split(/\s+/)).not.toContain('input');
      expect(field.className.split(/\s+/)).toContain('readOnly');
    }
  });
});
