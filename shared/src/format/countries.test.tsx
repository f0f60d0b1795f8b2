import { act, renderHook } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n';
import { countryName, useCountryName, useCountryOptions, usePhoneCodeOptions } from './countries';

// Issue 44 item 6: the server sends English country names with their ISO codes; French visitors read French.
test.each([
  [{ name: 'Germany', sortname: 'DE' }, 'en', 'Germany'],
  [{ name: 'Germany', sortname: 'DE' }, 'fr', 'Allemagne'],
  [{ name: 'United Kingdom', sortname: 'gb' }, 'fr', 'Royaume-Uni'],
  // No usable code: the server's own name.
  [{ name: 'Kosovo', sortname: '' }, 'fr', 'Kosovo'],
  [{ name: 'Atlantis', sortname: 'X1' }, 'fr', 'Atlantis'],
] as const)('%j in %s → %s', (country, language, name) => {
  expect(countryName(country, language)).toBe(name);
});

test('options follow the portal language, sorted in it', async () => {
  const countries = [
    { id: '1', name: 'Spain', sortname: 'ES' },
    { id: '2', name: 'Germany', sortname: 'DE' },
    { id: '3', name: 'Egypt', sortname: 'EG' },
  ];
  await act(() => setLanguage('fr'));
  const { result, rerender } = renderHook(() => useCountryOptions(countries, (c) => c.id));
  expect(result.current).toEqual([
    { value: '2', label: 'Allemagne' },
    { value: '3', label: 'Égypte' },
    { value: '1', label: 'Espagne' },
  ]);
  await act(() => setLanguage('en'));
  rerender();
  expect(result.current.map((o) => o.label)).toEqual(['Egypt', 'Germany', 'Spain']);
});

test('phone codes: one per code, named and sorted in the portal language, the fallback first', async () => {
  const countries = [
    { name: 'United States', sortname: 'US', phonecode: '1' },
    { name: 'Canada', sortname: 'CA', phonecode: '+1' },
    { name: 'Spain', sortname: 'ES', phonecode: '34' },
    { name: 'Germany', sortname: 'DE', phonecode: '49' },
    { name: 'Nowhere', sortname: 'NW', phonecode: '' },
  ];
  await act(() => setLanguage('fr'));
  const { result, rerender } = renderHook(({ fallback }) => usePhoneCodeOptions(countries, fallback), {
    initialProps: { fallback: '44' as string | undefined },
  });
  expect(result.current).toEqual([
    { value: '44', label: '+44' },
    { value: '49', label: '+49 (Allemagne)' },
    { value: '34', label: '+34 (Espagne)' },
    { value: '1', label: '+1 (États-Unis)' },
  ]);
  await act(() => setLanguage('en'));
  rerender({ fallback: '1' });
  expect(result.current.map((o) => o.label)).toEqual(['+49 (Germany)', '+34 (Spain)', '+1 (United States)']);
});

test('a shown country follows the portal language', async () => {
  await act(() => setLanguage('fr'));
  const { result, rerender } = renderHook(() => useCountryName());
  expect(result.current({ name: 'Spain', sortname: 'ES' })).toBe('Espagne');
  await act(() => setLanguage('en'));
  rerender();
  expect(result.current({ name: 'Spain', sortname: 'ES' })).toBe('Spain');
});
