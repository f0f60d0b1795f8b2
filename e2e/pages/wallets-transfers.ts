import { expect, type Locator, type Page } from '@playwright/test';
import { BackOffice } from './back-office';
import { ShellPage, TOTP_SECRET, totp } from './shell';

/** Cents of a shown amount ("€ 11,586.40" → 1158640n), to compare exactly. */
export const cents = (text: string): bigint => {
  const clean = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const STEP_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP_MS);

// One record for every spec file: they all run in one worker (workers: 1), and a step one spec used ahead of
// time (step + 1) must not be offered again by the next spec in that window.
let lastStep = -1;

/** Authenticator codes the server accepts once each: never reuse a 30 s step, at most one step ahead. */
export class TotpClock {
  async next(page: Page): Promise<string> {
    while (lastStep + 1 > stepNow() + 1) await page.waitForTimeout(1_000);
    const step = Math.max(lastStep + 1, stepNow());
    lastStep = step;
    return totp(TOTP_SECRET, step * STEP_MS + 1_000);
  }

  /** The server says this step was used (by another spec's sign-in): skip it. */
  burn() {
    lastStep = Math.max(lastStep, stepNow());
  }
}

/** The second-factor dialog (authenticator or SMS code). */
export const codeDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('textbox') });

/** Signs in a user whose login asks for an authenticator code. */
export const signInWithTotp = async (page: Page, email: string, clock: TotpClock) => {
  const shell = new ShellPage(page);
  await shell.openLogin();
  await shell.fillLogin(email);
  const dialog = page.getByRole('dialog');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await dialog.getByRole('textbox').fill(await clock.next(page));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    if (
      await shell
        .menu()
        .waitFor({ timeout: 6_000 })
        .then(
          () => true,
          () => false,
        )
    )
      return;
    clock.burn();
  }
  throw new Error(`authenticator sign-in of ${email} failed`);
};

/** Signs in a user whose login asks for an SMS code (read from the outbox). */
export const signInWithSms = async (page: Page, office: BackOffice, email: string, phone: string) => {
  const shell = new ShellPage(page);
  await shell.openLogin();
  const before = await smsCount(office, phone);
  await shell.fillLogin(email);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(await nextSms(office, phone, before));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(shell.menu()).toBeVisible();
};

export const smsCount = async (office: BackOffice, phone: string) =>
  (await office.outbox(phone)).filter((m) => m.code).length;

/** Waits for a code newer than the `before` ones counted. */
export const nextSms = async (office: BackOffice, phone: string, before: number): Promise<string> => {
  await expect.poll(() => smsCount(office, phone)).toBeGreaterThan(before);
  return office.lastCode(phone);
};

/** /fiat-incoming-transfers, /fiat-outgoing-transfers and /fiat-internal-transfers (remote-wallets). */
export class WalletsTransfersPage {
  constructor(readonly page: Page) {}

  async open(path: '/fiat-incoming-transfers' | '/fiat-outgoing-transfers' | '/fiat-internal-transfers') {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote="wallets"] h1')).toBeVisible();
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  alert(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  modal(title: string | RegExp): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /** Available balance of a fiat wallet, read from the internal-transfer account picker, in cents. */
  async balance(currency: 'EUR' | 'USD'): Promise<bigint> {
    await this.open('/fiat-internal-transfers');
    const option = this.field('From account').locator('option', { hasText: `${currency} - ` });
    await expect(option).toHaveCount(1);
    const text = (await option.textContent()) ?? '';
    return cents(text.slice(text.lastIndexOf('(')));
  }

  /** The wire form's bank and beneficiary: a German account (Deutsche Bank, Lena Fischer). */
  async fillGermanBeneficiary() {
    await this.field('Swift code').fill('DEUTDEFF');
    await this.field('Bank name').fill('Deutsche Bank');
    await this.field('Bank address').fill('Taunusanlage 12, Frankfurt');
    await this.field('Country').selectOption({ label: 'Germany' });
    await this.field('Routing number').fill('DEUTDEFFXXX');
    await this.field('Account number').fill('DE89370400440532013000');
    await this.field('Beneficiary name').fill('Lena Fischer');
    await this.field('Beneficiary address').fill('Berlin');
  }

  /** Picks the option whose text starts with `prefix` (e.g. "EUR - "). */
  async choose(label: string, prefix: string) {
    const select = this.field(label);
    const value = await select.locator('option', { hasText: prefix }).first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
}
