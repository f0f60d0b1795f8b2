import { Banner, Loader, useSharedTranslation } from '@portal/shared';
import { useEditProfileDetails } from '../api/get-edit-profile-details';
import { EditProfileForm } from './edit-profile-form';

/** Loads the profile, then the form (keyed by what was saved, so a reload shows the stored values). */
export const EditProfileContent = () => {
  const { t } = useSharedTranslation();
  const profile = useEditProfileDetails();
  if (profile.isPending) return <Loader />;
  if (profile.isError) return <Banner kind="error">{t('errors.generic')}</Banner>;
  return <EditProfileForm profile={profile.data} />;
};
