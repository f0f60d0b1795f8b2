import * as v from 'valibot';
import { translate, translateMessage } from '@portal/shared';
import '../../../app/register';
import { emptyReferral, referralSchema } from './referral-schema';

const messagesOf = (result: { issues?: readonly { message: string }[] | undefined }) =>
  (result.issues ?? []).map((issue) => translateMessage(issue.message));
const valid = {
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  country_code: '44',
  phone: '5551234567',
  description: 'A friend',
};

describe('referral request validation (spec 01 §5)', () => {
  it('requires full name, e-mail, phone and description with the spec texts', () => {
    expect(messagesOf(v.safeParse(referralSchema, emptyReferral))).toEqual([
      'Full name is required.',
      'Email ID is required.',
      'Invalid Phone Number',
      'Description is required.',
    ]);
  });

  it('checks the e-mail format', () => {
    expect(messagesOf(v.safeParse(referralSchema, { ...valid, email: 'not-an-email' }))).toEqual([
      'Please Enter Correct Email Format.',
    ]);
  });

  it.each(['12345678', '12345678901234', '55512a4567'])('refuses phone %s (9 to 13 digits)', (phone) => {
    expect(messagesOf(v.safeParse(referralSchema, { ...valid, phone }))).toEqual(['Invalid Phone Number']);
  });

  it.each(['123456789', '1234567890123'])('accepts phone %s', (phone) => {
    expect(v.safeParse(referralSchema, { ...valid, phone }).success).toBe(true);
  });

  it('has French texts for its own messages', async () => {
    const { setLanguage } = await import('@portal/shared');
    await setLanguage('fr');
    expect(translate('account:referrals.errors.fullnameRequired')).not.toBe('Full name is required.');
    await setLanguage('en');
  });
});
