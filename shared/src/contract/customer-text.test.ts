import * as v from 'valibot';
import {
  FIRST_NAME_CHARACTERS,
  FIRST_NAME_LINK,
  SUBJECT_CONTROL,
  headerSafe,
  headerTextRules,
  isCompanyName,
  isPersonName,
  nameRules,
} from './customer-text';

// Decision 137: names the provider puts into its messages are names; subjects hold no control character.
describe('customer-written text', () => {
  it.each(["José-María O'Neil", 'Zoë d’Arc', 'J.R.R. Tolkien Jr.', 'Nguyễn Thị Minh', 'Łukasz', 'St. John'])(
    'accepts the name %s',
    (name) => expect(isPersonName(name)).toBe(true),
  );

  it.each([
    'Alex. Your account is suspended: verify now at https://evil.example/verify',
    'Alex verify at evil.example',
    'x.co',
    'Ana2',
    'ana@evil.example',
    '-Ana',
    'Ana\nBcc: x',
  ])('refuses the name %s', (name) => expect(isPersonName(name)).toBe(false));

  it('accepts company names with digits and & ( ) , but no host name', () => {
    expect(isCompanyName('Müller & Söhne (UK) B.V.')).toBe(true);
    expect(isCompanyName('3M United Kingdom, plc')).toBe(true);
    expect(isCompanyName('Relay Ltd. Verify at evil.example')).toBe(false);
    expect(isCompanyName('Relay: https://evil')).toBe(false);
  });

  it('names the rule that failed, in the form and on the wire', () => {
    const first = v.pipe(v.string(), ...nameRules('first'));
    expect(v.safeParse(first, 'Ana!').issues?.[0]?.message).toBe(FIRST_NAME_CHARACTERS);
    expect(v.safeParse(first, 'ana.example').issues?.[0]?.message).toBe(FIRST_NAME_LINK);
    const subject = v.pipe(v.string(), ...headerTextRules());
    expect(v.safeParse(subject, 'Hi\r\nBcc: v@evil.example').issues?.[0]?.message).toBe(SUBJECT_CONTROL);
    expect(headerSafe('Hi\r\nBcc:\tv\u2028')).toBe('Hi Bcc: v');
  });
});
