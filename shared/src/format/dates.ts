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
  const parsed = typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? dayjs(value, ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm']) : dayjs(value);
  return parsed.isValid() ? parsed : undefined;
};

/** Formats with a named spec format or a dayjs pattern; an empty or invalid date gives "". */
export const formatDate = (value: DateInput, format: DateFormatName | (string & {})): string => {
  const parsed = parse(value);
  if (!parsed) return '';
  const pattern = format in DATE_FORMATS ? DATE_FORMATS[format as DateFormatName] : format;
  // Month and day names follow the portal's language (the patterns themselves are the spec's).
  return parsed.locale(i18n.language === 'fr' ? 'fr' : 'en').format(pattern);
};

export const formatListDate = (value: DateInput): string => formatDate(value, 'list');
export const formatModalDate = (value: DateInput): string => formatDate(value, 'modal');
export const formatNotificationDate = (value: DateInput): string => formatDate(value, 'notification');
/** Dashboard tables show the date and, on a second line, the time. */
export const formatTableDate = (value: DateInput): { date: string; time: string } => ({
  date: formatDate(value, 'tableDate'),
  time: formatDate(value, 'tableTime'),
});
