import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { accountPage } from '../pages/account-self';
import { englishOnlyTexts, expectNoEnglish } from '../pages/english-texts';
import { chooseLanguage, ShellPage } from '../pages/shell';
import { downloadBy } from '../pages/download';

const HOSTILE =
  '<p>Markets are open</p><img src=x onerror="window.__xssImg = 1"><script>window.__xssScript = 1</script><a href="javascript:window.__xssLink=1">click</a>';

const xssRan = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return Boolean(w.__xssImg || w.__xssScript || w.__xssLink);
  });

test('news with hostile HTML executes nothing, in the list and on a typed-in details page', async ({
  page,
  request,
}) => {
  const posted = await new BackOffice(request).admin('news', 'Hostile news', HOSTILE);
  const id = /news (\d+) posted/.exec(posted)?.[1];
  expect(id, posted).toBeTruthy();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await new ShellPage(page).signIn();
  await page.goto('/news');
  const card = accountPage(page, 'news').locator(`[data-news-id="${id}"]`);
  await expect(card).toContainText('Markets are open');
  await expect(card.locator('img')).toHaveCount(1);
  await expect(card.locator('img[onerror]')).toHaveCount(0);
  await expect(card.locator('script')).toHaveCount(0);
  await expect(card.locator('a[href^="javascript"]')).toHaveCount(0);
  await card.getByRole('link', { name: 'Read more' }).click();
  await expect(page).toHaveURL(new RegExp(`/news-details/${id}$`));

  // Typed in: the details page renders on a direct load.
  await page.goto(`/news-details/${id}`);
  const details = accountPage(page, 'newsDetails');
  await expect(details.getByRole('heading', { name: 'Hostile news' })).toBeVisible();
  await expect(details).toContainText('Markets are open');
  await expect(details.locator('img[onerror], script')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await xssRan(page)).toBe(false);
  expect(dialogs).toEqual([]);
  await details.getByRole('link', { name: 'Back to news' }).click();
  await expect(page).toHaveURL(/\/news$/);

  // An unknown id is the generic error with the way back.
  await page.goto('/news-details/999999');
  await expect(
    accountPage(page, 'newsDetails').getByText('Something went wrong, please try again later.'),
  ).toBeVisible();
});

test('contact: §5 messages, success clears the fields and the message reaches the support outbox', async ({
  page,
  request,
}) => {
  await new ShellPage(page).signIn();
  await page.goto('/contact-us');
  const root = accountPage(page, 'contactUs');
  await expect(root.locator('[data-contact-panel]')).toContainText('support@demo.portal');
  const form = root.locator('[data-contact-form]');
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Enter full name', 'Enter email', 'Enter subject', 'Enter details'])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await form.getByLabel('Email').fill('eve@');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Enter valid email', { exact: true })).toBeVisible();
  const subject = `Card question ${Date.now()}`;
  await form.getByLabel('Full Name').fill('Eve Tester');
  await form.getByLabel('Email').fill('eve@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Details').fill('When does my card arrive?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for contacting us. We will get back to you soon.')).toBeVisible();
  for (const label of ['Full Name', 'Email', 'Subject', 'Details'])
    await expect(form.getByLabel(label)).toHaveValue('');
  const mail = (await new BackOffice(request).outbox('support@demo.portal')).find(
    (m) => m.subject === `Contact: ${subject}`,
  );
  expect(mail?.body).toContain('When does my card arrive?');
});

test('activity logs: stripped IPs, paging 5/10/15 and the CSV named Activity_Logs', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn();
  await page.goto('/users-activity-logs');
  const root = accountPage(page, 'usersActivityLogs');
  await expect(root.getByRole('columnheader', { name: 'IP Address' })).toBeVisible();
  const rows = root.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await root.innerText()).not.toContain('::ffff:');
  await expect(rows.nth(1)).toContainText(/\d+\.\d+\.\d+\.\d+|::1/);
  const download = await downloadBy(root.getByRole('button', { name: 'Export CSV' }));
  expect(download.suggestedFilename()).toBe('Activity_Logs.csv');
});

test('FAQ, terms and privacy policy render their server content', async ({ page }) => {
  await new ShellPage(page).signIn();
  for (const route of ['/faq', '/FAQ']) {
    await page.goto(route);
    const faq = accountPage(page, 'faq');
    await expect(faq.getByLabel('Category')).toHaveValue(/\d+/);
    await expect(faq.locator('[data-faq-item]').first()).toBeVisible();
  }
  const faq = accountPage(page, 'faq');
  await faq.getByText('How do I verify my account?').click();
  await expect(faq.getByText('Open Verify your account and follow the identity steps.')).toBeVisible();
  await faq.getByLabel('Category').selectOption({ label: 'Security' });
  await expect(faq.getByText('How do I enable two-factor authentication?')).toBeVisible();
  await page.goto('/terms');
  await expect(accountPage(page, 'terms')).toContainText('These terms govern your use of the portal.');
  await page.goto('/privacypolicy');
  await expect(accountPage(page, 'privacypolicy')).toContainText('We process your data');
});

const ROUTES: [string, string, string][] = [
  ['/verify-your-account', 'verifyYourAccount', 'Vérifiez votre compte'],
  ['/profile', 'profile', 'Profil'],
  ['/editprofile', 'editprofile', 'Modifier le profil'],
  ['/users-activity-logs', 'usersActivityLogs', "Journaux d'activité"],
  ['/news', 'news', 'Actualités'],
  ['/news-details/1', 'newsDetails', 'Actualités'],
  ['/faq', 'faq', 'FAQ'],
  ['/FAQ', 'faq', 'FAQ'],
  ['/terms', 'terms', 'Conditions générales'],
  ['/privacypolicy', 'privacypolicy', 'Politique de confidentialité'],
  ['/contact-us', 'contactUs', 'Contactez-nous'],
];

// The demo data's French (server/src/seed/content-data.ts).
const FRENCH_CONTENT: Record<string, string> = {
  news: 'Nouvelles cartes virtuelles',
  newsDetails: 'USDC désormais disponible',
  faq: 'Comment vérifier mon compte ?',
  terms: 'Ces conditions régissent votre utilisation du portail.',
  privacypolicy: 'Nous traitons vos données',
};

const accountLocales = (): [string, string][] => {
  const root = path.resolve(__dirname, '../../remote-account/src/features');
  const features = readdirSync(root).filter((f) => existsSync(path.join(root, f, 'locales/en.json')));
  return [
    ['remote-account/src/locales/en.json', 'remote-account/src/locales/fr.json'],
    ...features.map((f): [string, string] => [
      `remote-account/src/features/${f}/locales/en.json`,
      `remote-account/src/features/${f}/locales/fr.json`,
    ]),
  ];
};

test('each route renders on a direct load, and in French shows no English text', async ({ page }) => {
  test.setTimeout(120_000);
  const english = englishOnlyTexts(accountLocales());
  expect(english).toContain('Notification Settings');
  await new ShellPage(page).signIn();
  for (const [route, key] of ROUTES) {
    await page.goto(route);
    await expect(accountPage(page, key).getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(accountPage(page, 'contactUs').locator('[data-contact-form]')).toBeVisible();
  // A switch on an open screen asks for its content again, now in French.
  await page.goto('/news');
  await expect(accountPage(page, 'news').getByText('New virtual cards')).toBeVisible();
  await chooseLanguage(page, 'fr');
  await expect(accountPage(page, 'news').getByText(FRENCH_CONTENT.news!)).toBeVisible();
  for (const [route, key, title] of ROUTES) {
    await page.goto(route);
    const screen = accountPage(page, key);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.waitForLoadState('networkidle');
    await expectNoEnglish(screen, english);
    // What the server writes (news, FAQ, site pages) comes in French where the provider wrote it (decision 129).
    const content = FRENCH_CONTENT[key];
    if (content) await expect(screen.getByText(content).first()).toBeVisible();
  }
  await expectNoEnglish(accountPage(page, 'contactUs').locator('[data-contact-form]'), english);
  // The profile's other tabs in French too.
  await page.goto('/profile');
  const profile = accountPage(page, 'profile');
  for (const tab of ['Changer le mot de passe', 'Paramètres de notification']) {
    await profile.getByRole('tab', { name: tab }).click();
    await expect(profile.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoEnglish(profile, english);
  }
});
