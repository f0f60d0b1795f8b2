import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { ShareholdersPage, registerCustomer } from '../pages/account';
import { chooseLanguage, ShellPage } from '../pages/shell';

// A freshly registered corporate customer (not corporate-new@demo.portal: the shell-access suite needs that one
// to keep waiting for its shareholders).
test('a corporate customer adds, edits, re-invites and deletes shareholders, then continues to the dashboard', async ({
  page,
  request,
}) => {
  const email = await registerCustomer(request, 'corporate');
  const shell = new ShellPage(page);
  const holders = new ShareholdersPage(page);
  await shell.openLogin();
  await shell.fillLogin(email);
  await expect(page).toHaveURL(/\/customer-list$/);
  await expect(holders.root().getByRole('heading', { level: 1 })).toHaveText('Share Holders');
  await expect(holders.root()).toContainText('25% or more');

  // §5: every rule of the add form, with its exact text, under the field.
  await holders.root().getByRole('button', { name: 'Add', exact: true }).click();
  await expect(holders.dialog()).toContainText('Add Shareholder');
  await expect(holders.dialog().getByLabel('Country Code')).toHaveValue('1');
  await holders.dialog().getByRole('button', { name: 'Add', exact: true }).click();
  for (const message of [
    'First Name is required.',
    'Last Name is required.',
    'Email ID is required.',
    'Phone number is required.',
  ]) {
    await expect(holders.dialog().getByText(message, { exact: true })).toBeVisible();
  }
  await holders.fillShareholder({ first: 'Ada', last: 'Lovelace', email: 'ada@', phone: '55-12' });
  await holders.dialog().getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    holders.dialog().getByText('Please Enter Correct Email Format.', { exact: true }),
  ).toBeVisible();
  await expect(holders.dialog().getByText('Phone number is invalid.', { exact: true })).toBeVisible();
  await expect(holders.dialog().getByLabel('First Name')).toHaveValue('Ada'); // nothing typed is lost
  await holders.dialog().getByRole('button', { name: 'Cancel' }).click();

  const stamp = Date.now();
  const first = `ada-${stamp}@e2e.portal`;
  const second = `bob-${stamp}@e2e.portal`;
  await holders.add('Ada', 'Lovelace', first, '5551000001');
  await expect(page.getByText('Shareholder added successfully')).toBeVisible();
  await holders.add('Bob', 'Builder', second, '5551000002');
  await expect(holders.row(first)).toContainText('Pending');

  // Edit: names only; e-mail and phone read-only.
  await holders.row(first).getByRole('button', { name: 'Edit' }).click();
  await expect(holders.dialog().getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(holders.dialog().getByLabel('Phone Number')).toHaveAttribute('readonly', '');
  await holders.dialog().getByLabel('First Name').fill('');
  await holders.dialog().getByRole('button', { name: 'Save' }).click();
  await expect(holders.dialog().getByText('First Name is required.', { exact: true })).toBeVisible();
  await holders.dialog().getByLabel('First Name').fill('Augusta');
  await holders.dialog().getByRole('button', { name: 'Save' }).click();
  await expect(holders.dialog()).toBeHidden();
  await expect(holders.row(first)).toContainText('Augusta Lovelace');

  // Resend Email: one more invitation in the shareholder's mailbox.
  const backOffice = new BackOffice(request);
  const before = (await backOffice.outbox(second)).length;
  await holders.row(second).getByRole('button', { name: 'Resend Email' }).click();
  await expect(holders.dialog()).toContainText('Resend Email');
  await holders.dialog().getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(holders.dialog()).toBeHidden();
  await expect.poll(async () => (await backOffice.outbox(second)).length).toBe(before + 1);

  // Delete.
  await holders.row(second).getByRole('button', { name: 'Delete' }).click();
  await holders.dialog().getByRole('button', { name: 'Delete' }).click();
  await expect(holders.row(second)).toHaveCount(0);

  // An Approved shareholder can no longer be edited.
  await new BackOffice(request).admin('kyc', 'approve', first);
  await page.reload();
  await expect(holders.row(first)).toContainText('Approved');
  await expect(holders.row(first).getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Continue → confirmation → Add and Continue disappear and the dashboard opens.
  await holders.root().getByRole('button', { name: 'Continue' }).click();
  await expect(holders.dialog()).toContainText('Are you sure you added all shareholders (25%+ ownership)?');
  await holders.dialog().getByRole('button', { name: 'Yes' }).click();
  await expect(holders.root().getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(holders.root().getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await shell.menuLink('Dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
});

test('the shareholder screen and its add form in French', async ({ page, request }) => {
  const email = await registerCustomer(request, 'corporate');
  const shell = new ShellPage(page);
  const holders = new ShareholdersPage(page);
  await shell.openLogin();
  await shell.fillLogin(email);
  await expect(page).toHaveURL(/\/customer-list$/);
  await chooseLanguage(page, 'fr');
  await expect(holders.root().getByRole('heading', { level: 1 })).toHaveText('Actionnaires');
  await holders.root().getByRole('button', { name: 'Ajouter', exact: true }).click();
  await holders.dialog().getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(holders.dialog().getByLabel('Prénom')).toBeVisible();
  await expect(holders.dialog().getByRole('alert').first()).not.toHaveText('First Name is required.');
  await expect(holders.dialog()).not.toContainText('is required');
});

test('a personal account that types /customer-list is told why it is empty, and its list is not asked for', async ({
  page,
}) => {
  await new ShellPage(page).signIn('personal@demo.portal');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/getAllCustomer')) refused.push(String(response.status()));
  });
  await page.goto('/customer-list');
  await expect(
    page.getByText('Shareholders are registered by corporate accounts.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  expect(refused).toEqual([]);
});
