import {
  formatDate,
  formatListDate,
  formatModalDate,
  formatNotificationDate,
  formatTableDate,
  localisePattern,
} from './dates';
import { setLanguage } from '../i18n';

const AT = '2024-03-05 14:07:09';

describe('date formatting', () => {
  it('lists: MM / DD / YYYY hh:mm:ss, with AM/PM so 02:07 is never read as 14:07', () => {
    expect(formatListDate(AT)).toBe('03 / 05 / 2024 02:07:09 PM');
    expect(formatListDate('2024-03-05 09:05:00')).toBe('03 / 05 / 2024 09:05:00 AM');
  });

  it('dashboard tables: MMMM D, YYYY and hh:mm:ss A', () => {
    expect(formatTableDate(AT)).toEqual({ date: 'March 5, 2024', time: '02:07:09 PM' });
  });

  it('modals: MMMM D, YYYY hh:mm:ss with AM/PM', () => {
    expect(formatModalDate(AT)).toBe('March 5, 2024 02:07:09 PM');
  });

  it('notifications: DD MMM YYYY - h:mm:ss a', () => {
    expect(formatNotificationDate(AT)).toBe('05 Mar 2024 - 2:07:09 pm');
  });

  it('accepts ISO strings and gives "" for empty or invalid values', () => {
    expect(formatDate('2024-12-31T23:59:59', 'list')).toBe('12 / 31 / 2024 11:59:59 PM');
    expect(formatDate(null, 'list')).toBe('');
    expect(formatDate('not a date', 'modal')).toBe('');
  });
});

describe('dates in French', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names months in the portal language', async () => {
    await setLanguage('fr');
    expect(formatDate('2026-11-13 09:05:00', 'tableDate')).toBe('13 novembre 2026');
    await setLanguage('en');
    expect(formatDate('2026-11-13 09:05:00', 'tableDate')).toBe('November 13, 2026');
  });

  it('reads day first on a 24-hour clock in French, for every spec format', async () => {
    await setLanguage('fr');
    expect(formatTableDate(AT)).toEqual({ date: '5 mars 2024', time: '14:07:09' });
    expect(formatDate('2026-11-17 21:30:00', 'tableDate')).toBe('17 novembre 2026');
    expect(formatListDate(AT)).toBe('05 / 03 / 2024 14:07:09');
    expect(formatModalDate(AT)).toBe('5 mars 2024 14:07:09');
    expect(formatNotificationDate(AT)).toBe('05 mars 2024 - 14:07:09');
    // A remote's own spec pattern gets the same treatment; machine formats stay as they are.
    expect(formatDate(AT, 'MMMM D, YYYY hh:mm:ss A')).toBe('5 mars 2024 14:07:09');
    expect(formatDate(AT, 'YYYY-MM-DD')).toBe('2024-03-05');
  });

  it('leaves English patterns with a meridiem untouched and adds one where it lacks', () => {
    expect(localisePattern('MMMM D, YYYY hh:mm:ss A', 'en')).toBe('MMMM D, YYYY hh:mm:ss A');
    expect(localisePattern('DD MMM YYYY - h:mm:ss a', 'en')).toBe('DD MMM YYYY - h:mm:ss a');
    expect(localisePattern('MM / DD / YYYY hh:mm:ss', 'en')).toBe('MM / DD / YYYY hh:mm:ss A');
    expect(localisePattern('YYYY-MM-DD HH:mm', 'en')).toBe('YYYY-MM-DD HH:mm');
    expect(localisePattern('MMM D, YYYY h:mm a', 'fr')).toBe('D MMM YYYY HH:mm');
    // A day and month without a year (a chart's time axis) reads day first in French too.
    expect(localisePattern('MMM D, hh:mm A', 'fr')).toBe('D MMM, HH:mm');
    expect(localisePattern('ddd D', 'fr')).toBe('ddd D');
  });
});
