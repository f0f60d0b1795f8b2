import * as v from 'valibot';
import { amountField, type DecimalInput, type Translate } from '@portal/shared';

export type WireLimits = { min?: DecimalInput; max?: DecimalInput };

export type WireFormInput = {
  account: string;
  currancy: string;
  swiftcode: string;
  accountname: string;
  address: string;
  country: string;
  abatitle: string;
  accountnumber: string;
  customer_name: string;
  customer_address: string;
  amount: string;
  checkboxval: boolean;
  templatename: string;
};

export const EMPTY_WIRE_FORM: WireFormInput = {
  account: '',
  currancy: '',
  swiftcode: '',
  accountname: '',
  address: '',
  country: '',
  abatitle: '',
  accountnumber: '',
  customer_name: '',
  customer_address: '',
  amount: '',
  checkboxval: false,
  templatename: '',
};

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Outgoing wire (spec 02 §5): every field required, amount numeric, > 0 and within min/max (max only when
 * above zero); a ticked save-beneficiary needs a name: 'Enter Beneficiary Name'. */
export const wireFormSchema = (limits: WireLimits, t: Translate) =>
  v.pipe(
    v.object({
      account: required(t('outgoingWire.errors.account')),
      currancy: required(t('outgoingWire.errors.currency')),
      swiftcode: required(t('outgoingWire.errors.swiftCode')),
      accountname: required(t('outgoingWire.errors.bankName')),
      address: required(t('outgoingWire.errors.address')),
      country: required(t('outgoingWire.errors.country')),
      abatitle: required(t('outgoingWire.errors.routingNumber')),
      accountnumber: required(t('outgoingWire.errors.accountNumber')),
      customer_name: required(t('outgoingWire.errors.customerName')),
      customer_address: required(t('outgoingWire.errors.customerAddress')),
      amount: amountField(limits, {
        invalid: t('outgoingWire.errors.amount'),
        notPositive: t('outgoingWire.errors.amountPositive'),
        minimum: t('outgoingWire.errors.minimum', { amount: String(limits.min ?? '') }),
        maximum: t('outgoingWire.errors.maximum', { amount: String(limits.max ?? '') }),
      }),
      checkboxval: v.boolean(),
      templatename: v.pipe(v.string(), v.trim()),
    }),
    v.forward(
      v.partialCheck(
        [['checkboxval'], ['templatename']],
        (input) => !input.checkboxval || input.templatename !== '',
        t('outgoingWire.errors.beneficiaryName'),
      ),
      ['templatename'],
    ),
  );
