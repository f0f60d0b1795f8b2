import { desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { ibanKycForms, loginLogs } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { readBranding } from '../../domain/branding';
import { loadUser } from '../../domain/users';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const getUserDetailsHandler = defineHandler(
  endpoints['shell.getUserDetails'],
  async ({ db, userId }) => {
    const user = await loadUser(db, userId);
    const logs = await db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.userId, userId))
      .orderBy(desc(loginLogs.id))
      .limit(10);
    const [iban] = await db
      .select({ status: ibanKycForms.status })
      .from(ibanKycForms)
      .where(eq(ibanKycForms.userId, userId));
    const branding = await readBranding(db);
    return ok(
      {
        user_id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        email_id: user.email,
        status: user.status,
        account: user.account,
        account_type: user.accountType,
        company_name: user.companyName,
        is_access_dashboard: user.isAccessDashboard,
        is_one_share_holder: user.isOneShareHolder as 'Yes' | 'No',
        is_added_all_share_holders: user.isAddedAllShareHolders as 'Yes' | 'No',
        vip_user: user.vipUser as 'Yes' | 'No',
        tier: user.tier,
        iban_form_status: iban?.status ?? null,
        image_64: user.imageFile ?? 'default-avatar.svg',
        demouser: user.demoUser ? 'Yes' : 'No',
        lang: user.lang,
        country_code: user.countryCode,
        phone_number: user.phoneNumber,
        authenticator: user.totpEnabled ? ('Yes' as const) : ('No' as const),
        login_logsarray: logs.map((log) => ({
          login_log_pk: log.id,
          logindatetime: wireDate(log.createdAt),
        })),
        logosettings: [branding.logosettings],
        colorsettings: [branding.colorsettings as never],
      },
      'Success',
    );
  },
);
