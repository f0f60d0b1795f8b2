import { firstRenderOf, routePatternSource, servedFileFor } from './prerendered-pages';

describe('prerendered pages', () => {
  test('each path is answered by its own page, a signed-in route by the app file, the rest by the plain page', () => {
    expect(servedFileFor('/')).toBe('login');
    expect(servedFileFor('/login')).toBe('login');
    expect(servedFileFor('/page-forgot-password')).toBe('forgot-password');
    expect(servedFileFor('/register-verify-otp-email')).toBe('register');
    expect(servedFileFor('/dashboard')).toBe('app');
    expect(servedFileFor('/card-settings/7')).toBe('app');
    expect(servedFileFor('/demologin')).toBe('index');
    expect(servedFileFor('/page-error-404')).toBe('index');
    expect(servedFileFor('/no-such-page')).toBe('index');
  });

  test('only a first render that is exactly the served page hydrates it', () => {
    expect(firstRenderOf('/login', false)).toBe('login');
    expect(firstRenderOf('/fiat', false)).toBe('sign-in-needed');
    expect(firstRenderOf('/register', false)).toBe('register');
    // A code screen opened by URL redirects to the registration page: rendered afresh.
    expect(firstRenderOf('/register-verify-otp', false)).toBeUndefined();
    expect(firstRenderOf('/fiat', true)).toBeUndefined();
    expect(firstRenderOf('/login', true)).toBeUndefined();
    expect(firstRenderOf('/demologin', false)).toBeUndefined();
  });

  test('a route pattern matches one segment per parameter, exactly', () => {
    const pattern = new RegExp(routePatternSource('/card-settings/:id'));
    expect(pattern.test('/card-settings/7')).toBe(true);
    expect(pattern.test('/card-settings/7/x')).toBe(false);
    expect(pattern.test('/card-settings')).toBe(false);
    expect(new RegExp(routePatternSource('/FAQ')).test('/faq')).toBe(false);
  });
});
