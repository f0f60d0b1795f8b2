import * as v from 'valibot';
import { contactSchema, emptyContact } from './contact-schema';

const messagesOf = (input: unknown) => {
  const result = v.safeParse(contactSchema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('contact rules (spec 03 §5)', () => {
  it('every field is required with its own message', () => {
    expect(messagesOf(emptyContact)).toEqual({
      fullname: ['account:contact.errors.fullname'],
      emailid: ['account:contact.errors.emailRequired'],
      subject: ['account:contact.errors.subject'],
      details: ['account:contact.errors.details'],
    });
  });

  it('the e-mail must be valid; blanks do not count as text', () => {
    expect(messagesOf({ fullname: 'Eve', emailid: 'eve@', subject: ' ', details: 'Hi' })).toEqual({
      emailid: ['account:contact.errors.email'],
      subject: ['account:contact.errors.subject'],
    });
    expect(
      v.safeParse(contactSchema, {
        fullname: 'Eve',
        emailid: 'eve@example.com',
        subject: 'Card',
        details: 'Hi',
      }).success,
    ).toBe(true);
  });
});
