import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { StatementFilters } from './statement-filters';

afterAll(() => act(() => setLanguage('en')));

test('the status filter shows the statuses as words of the page language and filters by the server value', async () => {
  await act(() => setLanguage('fr'));
  const onChange = jest.fn();
  render(
    <StatementFilters
      statuses={['Pending', 'Completed', 'Failed']}
      filter={{ from: '', to: '', status: '' }}
      onChange={onChange}
    />,
  );
  const picker = screen.getByRole('combobox', { name: /Statut/ });
  const options = [...(picker as HTMLSelectElement).options].map((option) => option.textContent);
  expect(options.slice(1)).toEqual(['En attente', 'Terminé', 'Échoué']);
  fireEvent.change(picker, { target: { value: 'Completed' } });
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'Completed' }));
});
