import { expect, test, type Page } from '@playwright/test';
import { CLUSTER } from '../pages/cluster';

// Issue 48 / decision 169: the pages paint from their HTML. What the servers send is read as text (no script
// runs), then the same pages with JavaScript off, then hydrated without a warning and without losing what was
// typed before the script ran.
const SIGNED_IN_ROUTES = ['/dashboard', '/fiat', '/card-settings/7', '/news-details/1'];

const html = async (page: Page, path: string, headers: Record<string, string> = {}) => {
  const answer = await page.request.get(path, { headers });
  expect(answer.status()).toBe(200);
  return { text: await answer.text(), headers: answer.headers() };
};

test.describe('shell: prerendered pages as served', () => {
  test(
    '/login carries its form in the HTML, under the unchanged policy and without inline script',
    CLUSTER,
    async ({ page }) => {
      const { text, headers } = await html(page, '/login');
      expect(text).toContain('data-prerendered="login"');
      expect(text).toMatch(/<h1>Sign in to your account<\/h1>/);
      expect(text).toMatch(
        /<form[^>]*>[\s\S]*name="email_id"[\s\S]*type="password"[\s\S]*<button type="submit"/,
      );
      expect(text).toMatch(/<link href="\/main\.[0-9a-f]+\.css" rel="stylesheet">/);
      // Every script is a file: the policy allows no inline one.
      for (const tag of text.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src="/);
      expect(headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
      expect(headers.vary).toMatch(/Cookie/);
    },
  );

  test('the visitor’s language: the cookie first, then the browser’s', CLUSTER, async ({ page }) => {
    expect((await html(page, '/login', { 'Accept-Language': 'fr-FR,fr;q=0.9' })).text).toMatch(
      /<html lang="fr">[\s\S]*<h1>Connectez-vous à votre compte<\/h1>/,
    );
    const chosen = await html(page, '/login', {
      'Accept-Language': 'fr-FR',
      Cookie: 'portal_lang=en',
    });
    expect(chosen.text).toMatch(/<html lang="en">[\s\S]*Sign in to your account/);
  });

  test(
    'a signed-in route signed out: the sign-in-needed page with its button, never the shell',
    CLUSTER,
    async ({ page }) => {
      for (const path of SIGNED_IN_ROUTES) {
        const { text } = await html(page, path);
        expect(text, path).toContain('<h1>Sign-in needed</h1>');
        const link = text.match(/<a [^>]*data-sign-in-link[^>]*>Sign in<\/a>/)?.[0];
        expect(link, path).toContain('href="/login"');
        expect(text, path).not.toContain('data-shell-skeleton');
      }
      // With the session hint the same routes start from the signed-in skeleton, never an empty root.
      const { text } = await html(page, '/fiat', { Cookie: 'portal_session=1' });
      expect(text).toMatch(/<div id="root" data-prerendered="shell"><div [^>]*data-shell-skeleton/);
      expect(text).toContain('id="portal-menu"');
    },
  );
});

test.describe('shell: prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form is there, in the portal’s styles', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    // Styled by the linked stylesheet: the card is centred on the page's background, not the browser's default.
    const card = page.locator('[data-page="login"] > div');
    expect(await card.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('12px');
  });

  test('a deep link says sign-in is needed, and its button leads to the login', async ({ page }) => {
    await page.goto('/fiat-outgoing-transfers');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in needed' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});

test.describe('shell: prerendered pages hydrated', () => {
  const watchConsole = (page: Page) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return problems;
  };

  for (const [language, paths] of [
    ['en', ['/login', '/register', '/fiat']],
    ['fr', ['/login', '/page-forgot-password']],
  ] as const)
    test.describe(`in ${language}`, () => {
      test.use({ locale: language });
      for (const path of paths)
        test(`${path} is hydrated without a warning`, async ({ page }) => {
          const problems = watchConsole(page);
          await page.goto(path);
          await expect(page.locator('#root[data-hydrated]')).toBeAttached();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          expect(
            problems.filter((text) => /hydrat|did not match|mismatch|#418|#423|#425/i.test(text)),
          ).toEqual([]);
        });
    });

  test('what was typed before the script ran is kept and sent', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail address').fill('personal@demo.portal');
    await page.getByLabel('Password').fill('wrong password');
    release();
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await expect(page.getByLabel('E-mail address')).toHaveValue('personal@demo.portal');
    const login = page.waitForRequest((request) => request.url().includes('/auth/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await login).postDataJSON()).toMatchObject({ email_id: 'personal@demo.portal' });
  });

  test('a signed-out deep link shows sign-in needed at once, then the login after 3 s', async ({ page }) => {
    await page.goto('/fiat');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in needed' })).toBeVisible();
    await expect(page.locator('[data-shell-skeleton]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  });
});
