import { and, eq } from 'drizzle-orm';
import { countries, states } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { call } from '../support/harness';
import { PNG, type World } from './world';
import type { Samples } from './sample';

const gb = async (w: World) => {
  const [country] = await w.h.database.db.select().from(countries).where(eq(countries.sortname, 'GB'));
  const [england] = await w.h.database.db
    .select()
    .from(states)
    .where(and(eq(states.countryId, country!.id), eq(states.name, 'England')));
  return { country: country!.id, state: england!.id };
};
const kycForm = async (w: World) => {
  const { country, state } = await gb(w);
  return {
    first_name: 'Pierre',
    middle_name: 'M',
    last_name: 'Durand',
    email: 'pierre@example.com',
    phonecode: '33',
    phone_number: '612345678',
    dob: '1990-01-31',
    taxssn: 'T-1',
    tax_country_id: country,
    tax_state_id: state,
    country_id: country,
    address1: '1 High St',
    address2: 'Flat 1',
    city: 'London',
    region: 'London',
    postalcode: 'N1 1AA',
  };
};
/** The pending user's KYC record, saved first when it has none. */
const pendingKycId = async (w: World) => {
  await call(w.h, 'POST', 'user/kyc/updateUserKyc', { token: w.as.pending!.token, body: await kycForm(w) });
  return (await call(w.h, 'GET', 'user/kyc/getKYCDetails', { token: w.as.pending!.token })).json.data.kyc_id;
};

export const listsSamples: Samples = {
  'internalTransfer.getAllInternals': {},
  'internalTransfer.getAllInternalDetails': { body: (w) => ({ internalid: w.ids.internal }) },
  'outgoingTransfer.getAllOutgoingDetails': { body: (w) => ({ outgoingid: String(w.ids.wire) }) },
  'outgoingTransfer.getPaymentProof': { params: (w) => ({ id: w.ids.wire! }) },
  'cards.getUserCardsTransactions': {},
  'cards.getUserCardUsageTransactions': {},
  'cards.getUserCardUsageTransactionsRefresh': {},
};

export const contentSamples: Samples = {
  'user.getUserLoginLogs': {},
  'news.findAllNews': {},
  'news.findNewsById': { params: (w) => ({ id: w.ids.news! }) },
  'faq.getFaqs': {},
  'faq.getFaqsByCat': { params: (w) => ({ categoryId: w.ids.faqCategory! }) },
  'settings.getPages': { token: async () => null, params: (w) => ({ id: w.ids.page! }) },
  'user.submitContact': {
    body: () => ({
      fullname: 'Paula Martin',
      emailid: 'paula@example.com',
      subject: 'Card',
      details: 'My card has not arrived.',
    }),
  },
};

export const kycProfileSamples: Samples = {
  'kyc.getKycDetails': {},
  'user.getStatesFromCountry': { params: (w) => ({ countryId: w.ids.country! }) },
  'kyc.updateUserKyc': { as: 'pending', body: (w) => kycForm(w) },
  'kyc.updateDoc': {
    as: 'pending',
    body: async (w) => ({ kyc_id: await pendingKycId(w), fileName: 'bill.png' }),
    files: { file: { name: 'bill.png', bytes: PNG } },
  },
  'kyc.updateUserDocuments': {
    as: 'pending',
    body: async (w) => ({
      kyc_id: await pendingKycId(w),
      document_type_id: 3,
      document_type_title: 'Residence permit',
      document_country: (await gb(w)).country,
    }),
    files: {
      document_front: { name: 'front.png', bytes: PNG },
      document_baack: { name: 'back.png', bytes: PNG },
    },
  },
  'profile.getKycPhoto': { params: (w) => ({ fileName: w.ids.kycPhoto! }) },
  'profile.getEditProfileDetails': {},
  'profile.updatePassword': {
    as: 'bank',
    body: () => ({
      old_password: DEMO_PASSWORD,
      new_password: 'N3wPassword!',
      confirm_password: 'N3wPassword!',
    }),
  },
  'profile.updateEmailNotification': { body: () => ({ status: 'Disable' }) },
  'notification.updateUserNotification': { body: () => ({ notification_type: 'Card', status: 'Disable' }) },
  'profile.updateUserProfile': {
    body: async (w) => {
      const { country, state } = await gb(w);
      return {
        first_name: 'Paula',
        last_name: 'Martin',
        dob: '1991-02-03',
        timezone: 'Europe/London',
        country_id: country,
        state_id: state,
        addressline1: '1 Road',
        addressline2: 'Flat 2',
        city: 'London',
        zipcode: 'N1',
        lang_id: 1,
        fileName: 'me.png',
      };
    },
    files: { file: { name: 'me.png', bytes: PNG } },
  },
};

const thisYear = () => {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
};

export const statementsSamples: Samples = {
  'statements.getStatement': {
    params: (w) => ({ source: 'wallet', ref: w.ids.usd! }),
    query: thisYear(),
  },
  'statements.downloadStatement': {
    params: (w) => ({ source: 'card', ref: w.ids.card! }),
    query: { ...thisYear(), format: 'pdf' },
  },
};
