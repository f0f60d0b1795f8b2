import * as v from 'valibot';
import { headerTextRules, nameRules } from '@portal/shared/contract';

// Spec 03 §5 "Contact": full name required ('Enter full name'), a valid e-mail, subject and details required.
const message = (key: string) => `account:contact.errors.${key}`;
const required = (key: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message(key)));

export const contactSchema = v.object({
  fullname: v.pipe(required('fullname'), ...nameRules('full')),
  emailid: v.config(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('emailRequired')), v.email(message('email'))),
    { abortPipeEarly: true },
  ),
  subject: v.pipe(required('subject'), ...headerTextRules()),
  details: required('details'),
});
export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactValues = v.InferOutput<typeof contactSchema>;

export const emptyContact: ContactInput = { fullname: '', emailid: '', subject: '', details: '' };
