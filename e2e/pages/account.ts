import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BackOffice } from './back-office';
import { DEMO_PASSWORD } from './shell';
import { ACCESS_KEY, API_URL } from './ports';

const API = API_URL;
const headers = { 'x-access-key': ACCESS_KEY };

/** A fresh customer through the public signup API (both codes read from the outbox), so destructive account
 * flows never change a demo user other specs rely on. Returns the e-mail; the password is DEMO_PASSWORD. */
export const registerCustomer = async (
  request: APIRequestContext,
  kind: 'personal' | 'corporate',
): Promise<string> => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${kind}-${stamp}@e2e.portal`;
  const phone = `5${stamp.slice(-9)}`;
  const extra = kind === 'corporate' ? { company_name: 'E2E Holdings Ltd', is_one_share_holder: 'No' } : {};
  const started = await (
    await request.post(`${API}/user/auth/register/${kind}`, {
      headers,
      data: {
        first_name: 'Eve',
        last_name: 'Tester',
        email_id: email,
        country_code: '44',
        phone_number: phone,
        password: DEMO_PASSWORD,
        ...extra,
      },
    })
  ).json();
  expect(started, 'signup').toMatchObject({ code: '200' });
  const token = started.data.signup_token as string;
  const backOffice = new BackOffice(request);
  for (const [path, address] of [
    ['verify-signup-email', email],
    ['verify-signup-sms', `+44${phone}`],
  ] as const) {
    const code = await backOffice.lastCode(address);
    const answer = await (
      await request.post(`${API}/user/auth/${path}`, { headers, data: { signup_token: token, code } })
    ).json();
    expect(answer, path).toMatchObject({ code: '200' });
  }
  return email;
};

const SAMPLE_BYTES: Record<string, Buffer> = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** Share Holders (/customer-list) of remote-account. */
export class ShareholdersPage {
  constructor(readonly page: Page) {}

  root() {
    return this.page.locator('[data-remote="account"][data-page="customerList"]');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  row(text: string): Locator {
    return this.root().getByRole('row').filter({ hasText: text });
  }

  async fillShareholder(values: {
    first?: string;
    last?: string;
    email?: string;
    phone?: string;
    code?: string;
  }) {
    const dialog = this.dialog();
    if (values.first !== undefined) await dialog.getByLabel('First Name').fill(values.first);
    if (values.last !== undefined) await dialog.getByLabel('Last Name').fill(values.last);
    if (values.email !== undefined) await dialog.getByLabel('Email').fill(values.email);
    if (values.code !== undefined) await dialog.getByLabel('Country Code').selectOption(values.code);
    if (values.phone !== undefined) await dialog.getByLabel('Phone Number').fill(values.phone);
  }

  async add(first: string, last: string, email: string, phone: string) {
    await this.root().getByRole('button', { name: 'Add', exact: true }).click();
    await this.fillShareholder({ first, last, email, phone, code: '44' });
    await this.dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.dialog()).toBeHidden();
    await expect(this.row(email)).toBeVisible();
  }
}

/** Referral Requests (/refer) of remote-account. */
export class ReferralsPage {
  constructor(readonly page: Page) {}

  root() {
    return this.page.locator('[data-remote="account"][data-page="refer"]');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  row(text: string): Locator {
    return this.root().getByRole('row').filter({ hasText: text });
  }

  async fill(values: { fullname?: string; email?: string; phone?: string; description?: string }) {
    const dialog = this.dialog();
    if (values.fullname !== undefined) await dialog.getByLabel('Full Name').fill(values.fullname);
    if (values.email !== undefined) await dialog.getByLabel('Email').fill(values.email);
    if (values.phone !== undefined) await dialog.getByLabel('Phone Number').fill(values.phone);
    if (values.description !== undefined) await dialog.getByLabel('Description').fill(values.description);
  }
}

/** The IBAN verification form (remote-account widget IbanKycForm) inside the host's modal. */
export class IbanKycFormPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.locator('[data-widget="IbanKycForm"]');
  }

  field(label: string) {
    return this.form().getByLabel(label, { exact: true });
  }

  async fillAll() {
    const select = async (label: string, value: string | { index: number }) => {
      await this.field(label).selectOption(value);
    };
    await this.field('Full name').fill('Eve Tester');
    await select('Gender', 'Female');
    await this.field('Date of birth').fill('1990-04-12');
    await select('Nationality', { index: 1 });
    await this.field('Residential address').fill('1 Test Street');
    await this.field('City').fill('London');
    await this.field('State').fill('Greater London');
    await this.field('ZIP code').fill('N1 9GU');
    await select('Country', { index: 1 });
    await select('Phone code', { index: 1 });
    await this.field('Phone number').fill('5550001234');
    await select('Document type', 'Passport');
    await this.field('Document number').fill('P1234567');
    await select('Issuing country', { index: 1 });
    await this.field('Expiry date').fill('2031-01-01');
    await select('Document upload confirmation', 'Provided');
    await this.field('Current occupation').fill('Engineer');
    await this.field('Employer or business name').fill('Acme');
    await this.field('Nature of business activity').fill('Software');
    await this.form().getByLabel('Salary').check();
    await this.field('Monthly expected transaction volume (CAD or EUR)').fill('5000');
    await this.field('Estimated average transaction value').fill('250');
    await this.field('Account holder name').fill('Eve Tester');
    await this.field('Bank name').fill('Test Bank');
    await this.field('IBAN or account number').fill('GB33BUKB20201555555555');
    await this.field('SWIFT/BIC').fill('BUKBGB22');
    await select('Are you a politically exposed person (PEP)?', 'No');
    await select('Are you subject to sanctions (UN, EU, OFAC, Canada)?', 'No');
    await select('Are you a US person?', 'No');
  }

  /** A file whose bytes match its extension (the server checks the content), padded to `size` when given. */
  async upload(label: string, name: string, mimeType: string, size?: number) {
    const head = SAMPLE_BYTES[name.split('.').pop() ?? ''] ?? Buffer.from('plain text');
    const buffer =
      size && size > head.length ? Buffer.concat([head, Buffer.alloc(size - head.length, 0)]) : head;
    await this.field(label).setInputFiles({ name, mimeType, buffer });
  }
}
