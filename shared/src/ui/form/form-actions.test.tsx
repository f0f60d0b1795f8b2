import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../i18n/i18n';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  afterEach(() => setLanguage('en'));

  it('cancels when idle; while the request runs Cancel and Submit cannot be pressed', async () => {
    const onCancel = jest.fn();
    const { rerender } = render(<FormActions onCancel={onCancel} pending={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('type')).toBe('submit');
    rerender(<FormActions onCancel={onCancel} pending />);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getAllByRole('button')[1] as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks French', async () => {
    setLanguage('fr');
    render(<FormActions onCancel={jest.fn()} pending={false} />);
    expect(await screen.findByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeTruthy();
  });
});
