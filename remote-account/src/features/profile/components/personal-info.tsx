import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useBlobUrl, useEnumLabel } from '@portal/shared';
import type { EditProfile } from '../../../lib/contract-types';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { usePhoto } from '../api/get-photo';
import styles from './profile.module.css';

/** Personal Info tab: the profile as stored, with the photo and the link to /editprofile. */
export const PersonalInfo = ({ profile }: { profile: EditProfile }) => {
  const { t } = useAccountTranslation();
  const label = useEnumLabel();
  const photo = useBlobUrl(usePhoto(profile.image_64).data);
  const rows: [string, string][] = [
    ['name', `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim()],
    ['email', profile.email_id ?? ''],
    ['customerId', String(profile.customer_id ?? '')],
    ['phone', `+${profile.phonecode ?? ''} ${profile.phone_number ?? ''}`],
    ['dob', profile.dob ?? ''],
    ['address', profile.address ?? ''],
    ['timezone', profile.timezone ?? ''],
    // The server's word (Wallet, Bank, CryptoExchange) in the portal's language.
    ['accountType', label('accountType', profile.account_type)],
  ];
  return (
    <section data-personal-info>
      {photo ? (
        <img className={styles.photo} src={photo} alt={t('profile.info.photo')} data-profile-photo />
      ) : null}
      <dl className={styles.details}>
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`profile.info.${key}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        <Link to="/editprofile">{t('profile.edit')}</Link>
      </p>
    </section>
  );
};
