import { useState } from 'react';
import { getApiConfig } from '@portal/shared';
import styles from './header-logo.module.css';

type Props = { logo?: string; mobileLogo?: string; title: string };

const imageUrl = (kind: 'getlogo' | 'getmobilelogo', file: string) =>
  `${getApiConfig().baseUrl.replace(/\/$/, '')}/api/v1/admin/logo/${kind}/${encodeURIComponent(file)}`;

/** The branding logo (mobile logo at 768 px and below) with the site title as alt. Logos are public images
 * (ARCHITECTURE "Public images"), so a plain <img> works; the title text stands in while the details load,
 * when no logo is set, and when the image fails. */
export const HeaderLogo = ({ logo, mobileLogo, title }: Props) => {
  const [failed, setFailed] = useState<string | undefined>();
  if (!logo || failed === logo) return <span className={styles.text}>{title}</span>;
  return (
    <picture className={styles.picture}>
      {mobileLogo ? (
        <source media="(max-width: 768px)" srcSet={imageUrl('getmobilelogo', mobileLogo)} />
      ) : null}
      <img
        className={styles.image}
        src={imageUrl('getlogo', logo)}
        alt={title}
        data-logo
        onError={() => setFailed(logo)}
      />
    </picture>
  );
};
