import type { Command } from '../command';
import { brandingCommand } from './branding';
import { cardCommand } from './card';
import { faqCommand, newsCommand, pageCommand } from './content';
import { cryptoDepositCommand } from './crypto-deposit';
import { depositCommand } from './deposit';
import { filesCommand } from './files';
import { ibanFormCommand } from './iban-form';
import { kycCommand } from './kyc';
import { notifyCommand } from './notify';
import { outboxCommand } from './outbox';
import { referralCommand } from './referral';
import { secondFactorCommand } from './second-factor';
import { statementRowsCommand } from './statement-rows';
import { transactionsCommand } from './transactions';
import { walletAddressCommand } from './wallet-address';
import { wireCommand } from './wire';
import { withdrawalCommand } from './withdrawal';

/** Add a command: one file in this folder exporting a Command, listed here. */
export const commands: Command[] = [
  kycCommand,
  ibanFormCommand,
  secondFactorCommand,
  notifyCommand,
  newsCommand,
  faqCommand,
  pageCommand,
  brandingCommand,
  outboxCommand,
  referralCommand,
  depositCommand,
  withdrawalCommand,
  wireCommand,
  walletAddressCommand,
  cryptoDepositCommand,
  cardCommand,
  transactionsCommand,
  statementRowsCommand,
  filesCommand,
];
