import type { AnswerOf, BodyOf, endpoints } from '@portal/shared/contract';

// Row types of the answers these screens read, derived from the contract entries (the schema types are not
// re-exported by '@portal/shared/contract').
type Endpoints = typeof endpoints;
type DataOf<K extends keyof Endpoints> = AnswerOf<Endpoints[K]> extends { data: infer D } ? D : never;

export type UserAccountsAnswer = AnswerOf<Endpoints['account.getUserAccounts']>;
export type FiatAccount = DataOf<'account.getUserAccounts'>[number];
export type BeneficiaryTemplate = NonNullable<UserAccountsAnswer['templatearray']>[number];
export type Country = NonNullable<UserAccountsAnswer['getallcountry']>[number];
export type AdminBankAccount = DataOf<'account.getAdminAccounts'>[number];
export type DepositRecord = DataOf<'deposit.getDepositFund'>[number];
export type BaseLimits = DataOf<'limits.getBaseLimit'>;
export type DepositPreviewData = DataOf<'deposit.depositFundCheck'>;
export type WireResult = DataOf<'outgoingTransfer.outgoingWireCheck'>;

export type OutgoingWireBody = BodyOf<Endpoints['outgoingTransfer.outgoingWire']>;
export type FiatInternalTransferBody = BodyOf<Endpoints['internalTransfer.fiatInternalTransfer']>;
