import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { i18n } from '../i18n/i18n';

dayjs.extend(customParseFormat);

/** The date formats of spec 01 §9 (also used by specs 02 and 03). */
export const DATE_FORMATS = {
  list: 'MM / DD / YYYY hh:mm:ss',
  tableDate: 'MMMM D, YYYY',
  tableTime: 'hh:mm:ss A',
  modal: 'MMMM D, YYYY hh:mm:ss',
  notification: 'DD MMM YYYY - h:mm:ss a',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;
export type DateInput = string | number | Date | null | undefined;

/** Server date-times come as "YYYY-MM-DD HH:mm:ss" or ISO 8601. */
const parse = (value: DateInput) => {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value)
      ? dayjs(value, ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm'])
      : dayjs(value);
  return parsed.isValid() ? parsed : undefined;
};

/** A 12-hour time without AM/PM ("hh:mm:ss", spec 01 §9 lists and modals) is ambiguous: 03:32 could be 15:32.
 * English gets the meridiem the exchange tables already show. */
const withMeridiem = (pattern: string): string =>
  pattern.replace(/\b(h{1,2}:mm(?::ss)?)(?![:\w]|\s?[Aa]\b)/g, '$1 A');

/** The spec's patterns are American (month first, 12-hour clock with AM/PM). French reads day first and on a
 * 24-hour clock: "17 novembre 2026 14:07:09", "17 / 11 / 2026 14:07:09". Any pattern (named or a caller's)
 * is rewritten, so remotes that pass their own spec pattern get the French order too; in English a 12-hour
 * time always carries AM/PM, so no date of the portal is ambiguous. */
export const localisePattern = (pattern: string, language: string): string => {
  if (language !== 'fr') return withMeridiem(pattern);
  return pattern
    .replace(/\bh{1,2}(:mm(?::ss)?)\s?[Aa]\b/g, 'HH$1')
    .replace(/\bhh\b/g, 'HH')
    .replace(/\bh(?=:mm)/g, 'HH')
    .replace(/\s?\b[Aa]\b/g, '')
    .replace(/\b(M{3,4}) (D{1,2}), (Y{4})\b/g, '$2 $1 $3')
    .replace(/\b(M{3,4}) (D{1,2})\b/g, '$2 $1')
    .replace(/\bMM( ?[/.-] ?)DD( ?[/.-] ?)YYYY\b/g, 'DD$1MM$2YYYY');
};

/** Formats with a named spec format or a dayjs pattern; an empty or invalid date gives "". */
export const formatDate = (value: DateInput, format: DateFormatName | (string & {})): string => {
  const parsed = parse(value);
  if (!parsed) return '';
  const pattern = format in DATE_FORMATS ? DATE_FORMATS[format as DateFormatName] : format;
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  // Month and day names, their order and the clock follow the portal's language.
  return parsed.locale(language).format(localisePattern(pattern, language));
};

export const formatListDate = (value: DateInput): string => formatDate(value, 'list');
export const formatModalDate = (value: DateInput): string => formatDate(value, 'modal');
export const formatNotificationDate = (value: DateInput): string => formatDate(value, 'notification');
/** Dashboard tables show the date and, on a second line, the time. */
export const formatTableDate = (value: DateInput): { date: string; time: string } => ({
  date: formatDate(value, 'tableDate'),
  time: formatDate(value, 'tableTime'),
});
