import * as v from 'valibot';
import {
  amountField,
  codeField,
  passkeyField,
  digitsField,
  idField,
  limitField,
  optIdField,
  textField,
} from '../fields';

const cardId = idField('Select your card');
const accountId = idField('Select your account');

/** getapprovecarddetails, getcarddetailsbyid, getuseraccountByCards, updatesmsalert, updatwithalert,
 * freezeUnfreeze. */
export const cardIdBodySchema = v.object({ card_id: cardId });

/** submitvirtual: quick add {title, account}, or the full form {cardid, phonecode, phonenumber, account,
 * password}. One object with conditional requirements so each missing field gets its own message. */
export const submitVirtualBodySchema = v.pipe(
  v.object({
    account: idField('Select Your Account'),
    title: v.optional(v.pipe(v.string(), v.trim())),
    cardid: optIdField,
    phonecode: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim()),
      ),
    ),
    phonenumber: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim()),
      ),
    ),
    password: v.optional(v.string()),
  }),
  v.forward(
    v.partialCheck([['cardid'], ['title']], (input) => !!input.cardid || !!input.title, 'Enter Card Name'),
    ['title'],
  ),
  v.forward(
    v.partialCheck(
      [['cardid'], ['phonecode']],
      (input) => !input.cardid || !!input.phonecode,
      'Select phone code',
    ),
    ['phonecode'],
  ),
  v.forward(
    v.partialCheck(
      [['cardid'], ['phonenumber']],
      (input) => !input.cardid || /^\d+$/.test(input.phonenumber ?? ''),
      'Enter valid phone number',
    ),
    ['phonenumber'],
  ),
  v.forward(
    v.partialCheck(
      [['cardid'], ['password']],
      (input) => !input.cardid || !!input.password,
      'Enter 3DS password',
    ),
    ['password'],
  ),
);
export type SubmitVirtualBody = v.InferInput<typeof submitVirtualBodySchema>;

export const submitPhysicalBodySchema = v.object({
  first_name: textField('Enter your first name'),
  last_name: textField('Enter your last name'),
  account: idField('Select Your Account'),
  address1: textField('Enter address line 1'),
  address2: textField('Enter address line 2'),
  postalcode: textField('Enter postal code'),
  city: textField('Enter city'),
  phonecode: textField('Select phone code'),
  phonenumber: digitsField('Enter valid phone number'),
  delvalue: idField('Select delivery option'),
  cardid: idField('Select card'),
});
export type SubmitPhysicalBody = v.InferInput<typeof submitPhysicalBodySchema>;

/** CVV reveal. card_id is an addition of this contract: with it the answer carries that card's
 * cvv_number, so the CVV never travels in card lists. */
const AUTHCODE = 'Enter 6 digit google authetication code';
/** The authenticator code, or (contract 1.11) a passkey assertion for this card's reveal instead. */
export const verify2faBodySchema = v.pipe(
  v.object({
    authcode: v.optional(v.pipe(v.string(AUTHCODE), v.trim(), v.maxLength(6, AUTHCODE))),
    passkey: passkeyField,
    card_id: optIdField,
  }),
  v.forward(
    v.check((body) => Boolean(body.authcode || body.passkey), AUTHCODE),
    ['authcode'],
  ),
);

/** getCardDetails: the card product picked on /request-card. */
export const cardProductBodySchema = v.object({ cardid: idField('Select card') });

export const cardTopupCheckBodySchema = v.object({
  select_account: accountId,
  select_card: cardId,
  amount: amountField('Enter amount'),
});

export const cryptoTopupCheckBodySchema = v.object({
  ...cardTopupCheckBodySchema.entries,
  select_crypto_account: idField('Select Crypto Account'),
});

export const cardTopupBodySchema = v.object({
  ...cardTopupCheckBodySchema.entries,
  authcode: codeField,
  otp: codeField,
  passkey: passkeyField,
});
export type CardTopupBody = v.InferInput<typeof cardTopupBodySchema>;

export const cryptoTopupBodySchema = v.object({
  ...cryptoTopupCheckBodySchema.entries,
  authcode: codeField,
  otp: codeField,
  passkey: passkeyField,
});
export type CryptoTopupBody = v.InferInput<typeof cryptoTopupBodySchema>;

export const cardsByAccountBodySchema = v.object({ acc_id: accountId });

/** account/accounttopup: money from a card into a fiat account, with a free message. */
export const accountTopupBodySchema = v.object({
  ...cardTopupCheckBodySchema.entries,
  message: v.optional(v.string()),
  authcode: codeField,
  otp: codeField,
  passkey: passkeyField,
});
export type AccountTopupBody = v.InferInput<typeof accountTopupBodySchema>;

export const updateCardLimitBodySchema = v.object({
  card_id: cardId,
  dailycap: limitField('Enter valid amount'),
  monthlycap: limitField('Enter valid amount'),
  weeklycap: limitField('Enter valid amount'),
  pertranscap: limitField('Enter valid amount'),
});
export type UpdateCardLimitBody = v.InferInput<typeof updateCardLimitBodySchema>;

/** cards/cardtoaccount (designed: the spec shows only the result modals). causal is the payment reason. */
export const cardToAccountBodySchema = v.object({
  card_id: cardId,
  account_id: accountId,
  amount: amountField('Enter amount'),
  causal: textField('Enter Casual'),
  authcode: codeField,
  otp: codeField,
  passkey: passkeyField,
});
export type CardToAccountBody = v.InferInput<typeof cardToAccountBodySchema>;

/** cards/paycardfees (designed): pay the issuance fee of an Approved card from the account that
 * getapprovecarddetails names (accid). */
export const payCardFeesBodySchema = v.object({
  card_id: cardId,
  account_id: accountId,
  authcode: codeField,
  otp: codeField,
  passkey: passkeyField,
});
export type PayCardFeesBody = v.InferInput<typeof payCardFeesBodySchema>;
