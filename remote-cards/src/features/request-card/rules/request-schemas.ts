import * as v from 'valibot';
import type { Translate } from '@portal/shared';

/** Spec 03 §9: the card forms' phone code defaults to Spain's. */
export const DEFAULT_PHONE_CODE = '34';
/** Spec 03 §9: product id '1' is the physical card. */
export const PHYSICAL_PRODUCT_ID = '1';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message));
const phoneNumber = (message: string) => v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, message));

/** Spec 03 §5 "Physical card": every field required, numeric phone, a delivery option. */
export const physicalSchema = (t: Translate) =>
  v.object({
    first_name: required(t('requestCard.enterFirstName')),
    last_name: required(t('requestCard.enterLastName')),
    account: required(t('requestCard.selectAccount')),
    address1: required(t('requestCard.enterAddress1')),
    address2: required(t('requestCard.enterAddress2')),
    postalcode: required(t('requestCard.enterPostalCode')),
    city: required(t('requestCard.enterCity')),
    phonecode: required(t('requestCard.selectPhoneCode')),
    phonenumber: phoneNumber(t('requestCard.enterPhone')),
    delvalue: required(t('requestCard.selectDelivery')),
  });
export type PhysicalInput = v.InferInput<ReturnType<typeof physicalSchema>>;

/** Spec 03 §5 "Virtual card request": phone code, numeric phone, account, 3DS password and its confirmation
 * ('Password not match'). */
export const virtualSchema = (t: Translate) =>
  v.pipe(
    v.object({
      phonecode: required(t('requestCard.selectPhoneCode')),
      phonenumber: phoneNumber(t('requestCard.enterPhone')),
      account: required(t('requestCard.selectAccount')),
      password: v.pipe(v.string(), v.minLength(1, t('requestCard.enterPassword'))),
      confirm: v.pipe(v.string(), v.minLength(1, t('requestCard.enterConfirmPassword'))),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirm']],
        (input) => !input.confirm || input.password === input.confirm,
        t('requestCard.passwordNotMatch'),
      ),
      ['confirm'],
    ),
  );
export type VirtualInput = v.InferInput<ReturnType<typeof virtualSchema>>;

/** Where 'Select Card' goes: /physical-card for product '1', else /virtual-card. */
export const requestRouteOf = (productId: string): string =>
  productId === PHYSICAL_PRODUCT_ID ? '/physical-card' : '/virtual-card';
