import { useEffect, useState } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Loader } from '../loader/loader';
import styles from './controls.module.css';

export type QrCodeProps = { value: string; size?: number; /** Already translated. */ alt?: string };

/** QR image (authenticator setup, deposit addresses). The qrcode library loads on first use only. */
export const QrCode = ({ value, size = 200, alt }: QrCodeProps) => {
  const { t } = useSharedTranslation();
  // The image belongs to the value it was drawn for: a new value shows the loader until it is drawn.
  const [drawn, setDrawn] = useState<{ key: string; src: string }>();
  const key = `${size}:${value}`;
  const src = drawn?.key === key ? drawn.src : undefined;

  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { width: size, margin: 1 }))
      .then((url) => alive && setDrawn({ key: `${size}:${value}`, src: url }))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [value, size]);

  if (!src) return <Loader variant="inline" />;
  return <img className={styles.qr} src={src} width={size} height={size} alt={alt ?? t('qr.alt')} />;
};
