import { formatDate, formatListDate, formatModalDate, formatNotificationDate, formatTableDate } from './dates';
import { setLanguage } from '../i18n';

const AT = '2024-03-05 14:07:09';

describe('date formatting', () => {
  it('lists: MM / DD / YYYY hh:mm:ss', () => {
    expect(formatListDate(AT)).toBe('03 / 05 / 2024 02:07:09');
  });

  it('dashboard tables: MMMM D, YYYY and hh:mm:ss A', () => {
    expect(formatTableDate(AT)).toEqual({ date: 'March 5, 2024', time: '02:07:09 PM' });
  });

  it('modals: MMMM D, YYYY hh:mm:ss', () => {
    expect(formatModalDate(AT)).toBe('March 5, 2024 02:07:09');
  });

  it('notifications: DD MMM YYYY - h:mm:ss a', () => {
    expect(formatNotificationDate(AT)).toBe('05 Mar 2024 - 2:07:09 pm');
  });

  it('accepts ISO strings and gives "" for empty or invalid values', () => {
    expect(formatDate('2024-12-31T23:59:59', 'list')).toBe('12 / 31 / 2024 11:59:59');
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
    expect(formatDate('2026-11-13 09:05:00', 'tableDate')).toBe('novembre 13, 2026');
    await setLanguage('en');
    expect(formatDate('2026-11-13 09:05:00', 'tableDate')).toBe('November 13, 2026');
  });
});
