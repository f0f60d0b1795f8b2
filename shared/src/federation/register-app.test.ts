import { i18n } from '../i18n';
import { queryClient } from '../api/query-client';
import { registerApp } from './register-app';

describe('registerApp', () => {
  it("adds the app's texts and reports its singletons with the kit's i18n and QueryClient", () => {
    const react = {};
    registerApp('remote_test', 'cards', { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } }, { react });
    expect(i18n.getResource('fr', 'cards', 'hello')).toBe('Bonjour');
    const reports = (globalThis as { __PORTAL_SINGLETONS__?: Record<string, Record<string, unknown>> })
      .__PORTAL_SINGLETONS__;
    expect(reports?.remote_test).toEqual({ react, i18next: i18n, queryClient });
    expect(reports?.remote_test?.react).toBe(react);
  });
});
