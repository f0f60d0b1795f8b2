/** What the guard and the menu need to know about the signed-in customer (spec 01 §3, §6). */
export type AccessUser = {
  account: string;
  account_type: string;
  is_access_dashboard: boolean;
  is_one_share_holder: string;
  vip_user: string;
  tier: number;
  /** From user/kyc/checkkyc; Pending until the server says otherwise (spec 01 §4). */
  kyc_status: string;
};

export const isKycApproved = (user: AccessUser): boolean => user.kyc_status === 'Approved';
export const isVip = (user: AccessUser): boolean => user.vip_user === 'Yes';
export const isBank = (user: AccessUser): boolean => user.account_type === 'Bank';
export const isCryptoExchange = (user: AccessUser): boolean => user.account_type === 'CryptoExchange';
