import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Banner } from '../toast/banner';
import { Button } from '../controls/button';
import { TextField } from '../form/text-field';
import { Modal } from '../modal/modal';
import styles from './second-factor.module.css';
import type { SecondFactorDialogProps } from './second-factor-dialog';
import { secondFactorKindOf, secondFactorSchemaFor, type SecondFactorValues } from './second-factor-schema';

/** The SecondFactorDialog implementation, loaded on first use by second-factor-dialog.tsx. */
export const SecondFactorDialogView = ({
  mode,
  open,
  onSubmit,
  onClose,
  onResend,
  pending = false,
  error,
  title,
}: SecondFactorDialogProps) => {
  const { t } = useSharedTranslation();
  const kind = secondFactorKindOf(mode);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<SecondFactorValues>({
    resolver: valibotResolver(secondFactorSchemaFor(kind ?? 'authenticator')),
    defaultValues: { code: '' },
  });
  const busy = pending || formState.isSubmitting;

  useEffect(() => {
    if (open) reset({ code: '' });
  }, [open, reset]);

  if (!kind) return null;

  const handleResend = async () => {
    setResending(true);
    try {
      await onResend?.();
    } finally {
      setResending(false);
    }
  };
  const submit = handleSubmit(async ({ code }) => {
    if (busy) return;
    await onSubmit(code);
    // Spec 03 §8: a refused code is cleared (the dialog is still open, showing the server's message); a
    // closed dialog resets on its next opening anyway.
    reset({ code: '' });
  });
  const sms = kind === 'sms';

  return (
    <Modal open={open} title={title ?? t('secondFactor.title')} onClose={onClose} dismissible={!busy}>
      {/* stopPropagation: React submit events bubble through the portal to a form that rendered the dialog. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        noValidate
      >
        {sms ? <p className={styles.note}>{t('secondFactor.otpSentNote')}</p> : null}
        <TextField
          control={control}
          name="code"
          label={sms ? t('secondFactor.otpLabel') : t('secondFactor.googleLabel')}
          placeholder={sms ? t('secondFactor.otpPlaceholder') : t('secondFactor.googlePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        {error ? <Banner kind="error">{error}</Banner> : null}
        {sms && onResend ? (
          <Button variant="link" onClick={() => void handleResend()} pending={resending} disabled={busy}>
            {t('secondFactor.resend')}
          </Button>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={busy}>
            {t('common.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
