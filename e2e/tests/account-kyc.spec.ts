import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { registerCustomer } from '../pages/account';
import { VerifyAccountPage, imageFile, pdfFile } from '../pages/account-self';
import { ShellPage } from '../pages/shell';

// A new personal registration: the KYC form with its rules, documents (refused types and sizes lose nothing
// typed), a document check, then the back office approves and the customer reaches /fiat.
test('a new customer completes KYC with documents, is approved in the back office and reaches /fiat', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await registerCustomer(request, 'personal');
  const shell = new ShellPage(page);
  const kyc = new VerifyAccountPage(page);
  await shell.signIn(email);

  // Pending: a wallets route sends the customer here.
  await page.goto('/fiat');
  await expect(page).toHaveURL(/\/verify-your-account$/);
  await expect(kyc.form()).toBeVisible();
  await expect(kyc.root().locator('[data-kyc-main-status="Pending"]')).toBeVisible();
  // The phone code of the profile (registered with +44), not spec 03's +91 default (decision 147).
  await expect(kyc.field('Phone Code')).toHaveValue('44');
  await expect(kyc.field('First Name')).toHaveValue('Eve');
  await expect(kyc.field('Email')).toHaveValue(email);
  for (const check of ['aml', 'cip', 'iddoc', 'address'])
    await expect(kyc.root().locator(`[data-kyc-check="${check}"]`)).toContainText('Not approved yet');
  await expect(
    kyc.root().getByText('Save your personal and address details first', { exact: false }),
  ).toBeVisible();

  // §5 messages: middle name and the other empty fields; a birth date after today.
  await kyc.field('Date of Birth').fill('2999-01-01');
  await kyc.updateButton().click();
  for (const message of [
    'Enter middle name',
    'Enter valid date of birth',
    'Enter tax id',
    'Select tax country',
    'Select tax state',
    'Select country',
    'Enter postal code',
  ]) {
    await expect(kyc.form().getByText(message, { exact: true })).toBeVisible();
  }
  await kyc.fillAll();
  await kyc.updateButton().click();
  await expect(page.getByText('Your KYC details were saved')).toBeVisible();

  // After the reload (~1 s) the record has an id: upload and new check appear.
  await expect(kyc.upload()).toBeVisible({ timeout: 10_000 });
  await expect(kyc.field('Middle Name')).toHaveValue('Anne');
  const fileInput = kyc.upload().getByLabel('Document (jpeg, jpg, png)');
  await fileInput.setInputFiles(pdfFile('statement.pdf'));
  await expect(
    kyc.upload().getByText('Please upload a .png, .jpeg or .jpg image', { exact: true }),
  ).toBeVisible();
  await expect(fileInput).toHaveValue('');
  await fileInput.setInputFiles(imageFile('huge.png', 5_242_881));
  await expect(kyc.upload().getByText('File size must be less than 5MB', { exact: true })).toBeVisible();
  await expect(kyc.field('Postal Code')).toHaveValue('N1 9GU');
  await fileInput.setInputFiles(imageFile('utility-bill.png'));
  await kyc.upload().getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(kyc.root().locator('[data-kyc-documents]').getByRole('row')).not.toHaveCount(0);

  // New document check: type 3 needs a title.
  await kyc.root().getByRole('button', { name: 'New Document Check' }).click();
  const dialog = kyc.dialog();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Select document type',
    'Select document country',
    'Select the front document',
    'Select the back document',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Document Type').selectOption({ label: "Driver's License" });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Enter document title', { exact: true })).toBeVisible();
  await dialog.getByLabel('Document Title').fill('UK driving licence');
  await dialog.getByLabel('Document Country').selectOption({ label: 'United Kingdom' });
  await dialog.getByLabel('Front Document').setInputFiles(imageFile('front.png'));
  await dialog.getByLabel('Back Document').setInputFiles(imageFile('back.png'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(kyc.root().getByRole('row').filter({ hasText: 'UK driving licence' })).toBeVisible({
    timeout: 10_000,
  });

  // Tabs.
  await kyc.tab('CIP').click();
  await expect(kyc.root().locator('[data-kyc-tab="cip"]')).toContainText('Customer Identification Program');
  await kyc.tab('AML').click();
  await expect(kyc.root().locator('[data-kyc-tab="aml"]')).toContainText('Anti-Money Laundering');
  await kyc.tab('Next Step').click();
  await expect(kyc.root().locator('[data-kyc-tab="next"]')).toContainText('Our team reviews your details');

  // The provider's team approves: read-only, account selector, and the wallets open.
  await new BackOffice(request).admin('kyc', 'approve', email);
  await page.reload();
  await expect(kyc.root().locator('[data-kyc-main-status="Approved"]')).toBeVisible();
  await expect(kyc.updateButton()).toHaveCount(0);
  await expect(kyc.upload()).toHaveCount(0);
  await expect(kyc.root().getByRole('button', { name: 'New Document Check' })).toHaveCount(0);
  await expect(kyc.field('Middle Name')).not.toBeEditable();
  for (const check of ['aml', 'cip', 'iddoc', 'address'])
    await expect(kyc.root().locator(`[data-kyc-check="${check}"]`)).toContainText('Approved on');
  const selector = kyc.root().locator('[data-kyc-account-selector]');
  await expect(selector).toBeVisible();
  await selector.getByRole('link', { name: 'Go to my wallets' }).click();
  await expect(page).toHaveURL(/\/fiat$/);
  await expect(page.locator('[data-remote="wallets"]').first()).toBeVisible({ timeout: 15_000 });
});
