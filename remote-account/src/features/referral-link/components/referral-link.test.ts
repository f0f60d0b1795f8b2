import { referralLinkOf, showsReferralBox } from './referral-link';

describe('VIP referral link (spec 01 §2.7)', () => {
  it('has the shape {site}/vip-registration/{referal_code}', () => {
    expect(referralLinkOf('https://portal.example/', 'AB12CD')).toBe(
      'https://portal.example/vip-registration/AB12CD',
    );
  });

  it('shows only for VIP tier 1', () => {
    expect(showsReferralBox({ vip_user: 'Yes', tier: 1, referal_code: 'X' })).toBe(true);
    expect(showsReferralBox({ vip_user: 'Yes', tier: 2, referal_code: 'X' })).toBe(false);
    expect(showsReferralBox({ vip_user: 'No', tier: 1, referal_code: 'X' })).toBe(false);
    expect(showsReferralBox(undefined)).toBe(false);
  });
});
