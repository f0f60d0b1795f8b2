import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/shared/contract';
import { apiBlob, apiQueryKey, useBlobUrl } from '@portal/shared';
import styles from './header.module.css';

const endpoint = endpoints['shell.getPhoto'];

/** The user's profile photo beside the name (user details' image_64; a new photo has a new file name, so the
 * answer is cached for good and the edit-profile reload of the user details shows the new one). */
export const HeaderAvatar = ({
  file,
  size = 'small',
}: {
  file: string | undefined;
  size?: 'small' | 'large';
}) => {
  const photo = useQuery({
    queryKey: apiQueryKey(endpoint, { params: { file: file ?? '' } }),
    queryFn: () => apiBlob(endpoint, { params: { file: file ?? '' } }),
    enabled: Boolean(file),
    staleTime: Infinity,
  });
  const url = useBlobUrl(photo.data);
  // Until the photo is there (or without one) its place is kept, so the name beside it does not move.
  const className = size === 'large' ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar;
  return url ? (
    <img className={className} src={url} alt="" data-header-avatar={file} />
  ) : (
    <span className={`${className} ${styles.avatarEmpty}`} aria-hidden="true" />
  );
};
