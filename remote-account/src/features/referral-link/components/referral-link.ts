/** Spec 01 §2.7: {site}/vip-registration/{referal_code}, shown to VIP members of tier 1 only. */
export const referralLinkOf = (site: string, code: string): string =>
  `${site.replace(/\/+$/, '')}/vip-registration/${encodeURIComponent(code)}`;

export const showsReferralBox = (
  profile: { vip_user: string; tier: number; referal_code: string } | undefined,
): boolean => Boolean(profile && profile.vip_user === 'Yes' && profile.tier === 1 && profile.referal_code);
