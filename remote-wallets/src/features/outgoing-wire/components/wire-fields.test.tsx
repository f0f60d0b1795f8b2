import { act, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import type { Country } from '../../../lib/contract-types';
import type { WireFormInput } from '../rules/wire-schema';
import { WireFields } from './wire-fields';

// Issue 44 item 6: the server sends the countries in English with their ISO codes; a French visitor picks from
// French names, in French order.
const countries = [
  { country_id_pk: '1', name: 'Germany', sortname: 'DE', phonecode: '49' },
  { country_id_pk: '2', name: 'Spain', sortname: 'ES', phonecode: '34' },
  { country_id_pk: '3', name: 'Egypt', sortname: 'EG', phonecode: '20' },
] as Country[];

const Form = () => {
  const form = useForm<WireFormInput>();
  return <WireFields form={form} accounts={[]} countries={countries} templatePicked={false} />;
};

test.each([
  ['fr', ['Allemagne', 'Égypte', 'Espagne']],
  ['en', ['Egypt', 'Germany', 'Spain']],
] as const)('the Country list in %s', async (language, names) => {
  await act(() => setLanguage(language));
  render(<Form />);
  const select = screen.getByLabelText(language === 'fr' ? 'Pays' : 'Country');
  const options = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options.slice(-3)).toEqual(names);
});
