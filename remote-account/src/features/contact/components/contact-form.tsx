import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Button, TextField, toast } from '@portal/shared';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useSubmitContact } from '../api/submit-contact';
import { contactSchema, emptyContact, type ContactInput, type ContactValues } from '../rules/contact-schema';

/** Contact form: the server message on success and the fields cleared; a refusal (rate limit included) keeps
 * what was typed and shows the server's message (generic text on a network failure). */
export const ContactForm = () => {
  const { t } = useAccountTranslation();
  const send = useSubmitContact();
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: valibotResolver(contactSchema),
    defaultValues: emptyContact,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync({ body: values });
      toast.success(answer.message);
      form.reset(emptyContact);
    } catch (error) {
      toast.fromError(error);
    }
  });

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate data-contact-form>
      <TextField control={form.control} name="fullname" label={t('contact.fullname')} autoComplete="name" />
      <TextField
        control={form.control}
        name="emailid"
        label={t('contact.emailid')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField control={form.control} name="subject" label={t('contact.subject')} />
      <TextField control={form.control} name="details" label={t('contact.details')} multiline />
      <div className={styles.actions}>
        <Button type="submit" pending={send.isPending}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
};
