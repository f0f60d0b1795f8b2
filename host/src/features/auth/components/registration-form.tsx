import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  Banner,
  Button,
  TextField,
  currentLanguage,
  errorMessage,
  useApiMutation,
  useTranslation,
} from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { onboardingStore, type SignupKind } from '../../../lib/onboarding-store';
import { publicStyles as styles } from './public-layout';
import { companySchema, registrationSchema, type RegistrationValues } from './registration-schema';

export type RegistrationFormProps = { kind: SignupKind; referalCode?: string; oneShareholder?: boolean };

const EMPTY: RegistrationValues = {
  first_name: '',
  last_name: '',
  company_name: '',
  email_id: '',
  country_code: '1',
  phone_number: '',
  password: '',
  confirm_password: '',
};

/** The three sign-up calls; the answer's signup_token leads to the e-mail code. */
const useRegistration = ({ kind, referalCode, oneShareholder }: RegistrationFormProps) => {
  const navigate = useNavigate();
  const onStarted = ({ data }: { data: { signup_token: string; email_id: string; phone_hint: string } }) => {
    onboardingStore.setState({
      signupToken: data.signup_token,
      emailId: data.email_id,
      phoneHint: data.phone_hint,
      kind,
      settingUpTwoFactor: false,
    });
    void navigate(kind === 'vip' ? '/vipregister-verify-otp-email' : '/register-verify-otp-email');
  };
  const personal = useApiMutation(endpoints['auth.registerPersonal'], { onSuccess: onStarted });
  const corporate = useApiMutation(endpoints['auth.registerCorporate'], { onSuccess: onStarted });
  const vip = useApiMutation(endpoints['auth.registerVip'], { onSuccess: onStarted });
  const pending = personal.isPending || corporate.isPending || vip.isPending;
  const error = personal.error ?? corporate.error ?? vip.error;

  const send = ({ confirm_password: _ignored, company_name, ...values }: RegistrationValues) => {
    const body = { ...values, lang: currentLanguage() };
    if (kind === 'corporate')
      corporate.mutate({
        body: { ...body, company_name, is_one_share_holder: oneShareholder ? 'Yes' : 'No' },
      });
    else if (kind === 'vip') vip.mutate({ body: { ...body, referal_code: referalCode ?? '' } });
    else personal.mutate({ body });
  };
  return { send, pending, error };
};

/** Personal, corporate and VIP sign-up share one form. */
export const RegistrationForm = ({ kind, referalCode, oneShareholder }: RegistrationFormProps) => {
  const { t } = useTranslation('host');
  const { control, handleSubmit } = useForm<RegistrationValues>({
    resolver: valibotResolver(kind === 'corporate' ? companySchema : registrationSchema),
    defaultValues: EMPTY,
  });
  const { send, pending, error } = useRegistration({ kind, referalCode, oneShareholder });
  const submit = handleSubmit(send);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {error ? <Banner kind="error">{errorMessage(error)}</Banner> : null}
      {kind === 'corporate' ? (
        <TextField
          control={control}
          name="company_name"
          label={t('auth.companyName')}
          autoComplete="organization"
        />
      ) : null}
      <div className={styles.row}>
        <TextField
          control={control}
          name="first_name"
          label={t('auth.firstName')}
          autoComplete="given-name"
        />
        <TextField control={control} name="last_name" label={t('auth.lastName')} autoComplete="family-name" />
      </div>
      <TextField
        control={control}
        name="email_id"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <div className={styles.row}>
        <TextField
          control={control}
          name="country_code"
          label={t('auth.countryCode')}
          inputMode="tel"
          maxLength={5}
        />
        <TextField
          control={control}
          name="phone_number"
          label={t('auth.phone')}
          inputMode="tel"
          autoComplete="tel-national"
        />
      </div>
      <TextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
      />
      <TextField
        control={control}
        name="confirm_password"
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" pending={pending}>
        {t('auth.createAccount')}
      </Button>
    </form>
  );
};
