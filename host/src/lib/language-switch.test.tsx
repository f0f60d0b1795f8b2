import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, setLanguage } from '@portal/shared';
import { registerHostTranslations } from '../app/register';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  beforeAll(() => {
    registerHostTranslations();
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('is a radio group named "Language": each language named in itself, the current one checked', () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group.getAttribute('data-language')).toBe('en');
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    const french = screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement;
    expect(french.checked).toBe(false);
    expect(french.getAttribute('lang')).toBe('fr');
    expect(group.textContent).toBe('ENFR');
  });

  it('switches the portal to French in one click, and its own name follows', async () => {
    render(<LanguageSwitch />);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    });
    expect(i18n.language).toBe('fr');
    expect(screen.getByRole('radiogroup', { name: 'Langue' }).getAttribute('data-language')).toBe('fr');
    expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(true);
  });
});
