import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { IbanKycFormPage, registerCustomer } from '../pages/account';
import { chooseLanguage, ShellPage } from '../pages/shell';

const REASON = 'The bank statement is older than one month';

// A fresh Personal customer: the dashboard opens the IBAN form after 5 s (spec 01 §4) and nobody else's
// application changes.
test('the IBAN verification form: rules, refused files, submit with files, then the rejection banner', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registerCustomer(request, 'personal');
  const shell = new ShellPage(page);
  const iban = new IbanKycFormPage(page);
  await shell.signIn(email);
  await page.goto('/dashboard');
  await expect(iban.form()).toBeVisible({ timeout: 15_000 });

  // Every required field says "<Field> is required"; the agreement has its own text.
  await iban.form().getByRole('button', { name: 'Submit' }).click();
  await expect(iban.form().getByText('Full name is required', { exact: true })).toBeVisible();
  await expect(
    iban.form().getByText('Proof of account ownership is required', { exact: true }),
  ).toBeVisible();
  await expect(
    iban.form().getByText('You must agree to the terms and conditions', { exact: true }),
  ).toBeVisible();

  // Conditional fields.
  await expect(iban.form().getByLabel('Document file')).toHaveCount(0);
  await iban.form().getByLabel('Are you a politically exposed person (PEP)?').selectOption('Yes');
  await iban.form().getByRole('button', { name: 'Submit' }).click();
  await expect(iban.form().getByText('PEP details is required', { exact: true })).toBeVisible();

  await iban.fillAll();
  await expect(iban.field('Document file')).toBeVisible();

  // Refused at once: wrong extension, then a file over 5 MB; the input is cleared each time.
  await iban.upload('Proof of account ownership', 'statement.exe', 'application/octet-stream');
  await expect(
    iban.form().getByText('Please upload files with extensions: .jpg, .jpeg, .png, .pdf, .doc, .docx', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(iban.field('Proof of account ownership')).toHaveValue('');
  await iban.upload('Proof of account ownership', 'statement.pdf', 'application/pdf', 5_242_881);
  await expect(iban.form().getByText('File size must be less than 5MB', { exact: true })).toBeVisible();
  await expect(iban.field('Proof of account ownership')).toHaveValue('');

  await iban.upload('Document file', 'passport.png', 'image/png');
  await iban.upload('Proof of account ownership', 'statement.pdf', 'application/pdf');
  await iban
    .form()
    .getByLabel(/I agree to the terms and conditions/)
    .check();
  await iban.form().getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your IBAN application was submitted')).toBeVisible();
  await expect(iban.form()).toBeHidden();

  await new BackOffice(request).admin('iban-form', 'reject', email, REASON);
  await page.reload();
  await expect(iban.form()).toBeVisible({ timeout: 15_000 });
  await expect(iban.form().getByRole('alert').first()).toContainText('Application Rejected');
  await expect(iban.form()).toContainText(REASON);
  // The stored files are named and the form is filled with the earlier answers.
  await expect(iban.field('Full name')).toHaveValue('Eve Tester');
  await expect(iban.form()).toContainText(/\.pdf/);
  await expect(iban.form().getByRole('button', { name: /^View .+\.pdf$/ })).toBeVisible();
  await expect(iban.form().getByRole('button', { name: /^View .+\.png$/ })).toBeVisible();

  // The header's language switch is behind the dialog: closed, switched, and the form opens again in French.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await chooseLanguage(page, 'fr');
  await page.reload();
  await expect(iban.form()).toBeVisible({ timeout: 15_000 });
  await expect(iban.form()).toContainText('Demande rejetée');
  await expect(iban.form()).toContainText(REASON);
  await expect(iban.form().getByRole('button', { name: 'Envoyer' })).toBeVisible();
  await expect(iban.form()).not.toContainText('Application Rejected');
});
