import { sessionStore } from './session-store';

describe('session store', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('creates a session_id of timestamp plus random string and mirrors it', () => {
    const id = sessionStore.getState().session_id;
    expect(id).toMatch(/^\d{13}[a-z0-9]+$/);
    expect(sessionStorage.getItem('session_id')).toBe(id);
  });

  it('stores tokens under user_jwt and jwt_refresh_token', () => {
    sessionStore.getState().setTokens('access-1', 'refresh-1');
    expect(sessionStorage.getItem('user_jwt')).toBe('access-1');
    expect(sessionStorage.getItem('jwt_refresh_token')).toBe('refresh-1');
  });

  it('stores the spec keys for ip, flags and inactivity settings', () => {
    sessionStore.getState().setValues({
      user_ip: '10.0.0.1',
      diffips: 'Yes',
      demouser: 'No',
      paddingtime: '60000',
      autologouttime: '120000',
      autologout: 'Yes',
    });
    expect(sessionStorage.getItem('user_ip')).toBe('10.0.0.1');
    expect(sessionStorage.getItem('diffips')).toBe('Yes');
    expect(sessionStorage.getItem('demouser')).toBe('No');
    expect(sessionStorage.getItem('paddingtime')).toBe('60000');
    expect(sessionStorage.getItem('autologouttime')).toBe('120000');
    expect(sessionStorage.getItem('autologout')).toBe('Yes');
  });

  it('captures attribution parameters from the landing query string', () => {
    sessionStore
      .getState()
      .captureAttribution(
        '?utm_source=news&utm_medium=mail&utm_campaign=spring&utm_term=t&utm_content=c&gclid=g1&fbclid=f1&ttclid=t1&ref=abc&other=x',
      );
    for (const [key, value] of Object.entries({
      utm_source: 'news',
      utm_medium: 'mail',
      utm_campaign: 'spring',
      utm_term: 't',
      utm_content: 'c',
      gclid: 'g1',
      fbclid: 'f1',
      ttclid: 't1',
      ref: 'abc',
    })) {
      expect(sessionStorage.getItem(key)).toBe(value);
    }
    expect(sessionStorage.getItem('other')).toBeNull();
  });

  it('clear() wipes session data but keeps the language and renews session_id', () => {
    const state = sessionStore.getState();
    state.setLanguage('fr');
    state.setTokens('a', 'r');
    state.setValues({ demouser: 'Yes', utm_source: 'x' });
    const before = sessionStore.getState().session_id;
    sessionStore.getState().clear();
    expect(sessionStorage.getItem('user_jwt')).toBeNull();
    expect(sessionStorage.getItem('jwt_refresh_token')).toBeNull();
    expect(sessionStorage.getItem('demouser')).toBeNull();
    expect(sessionStorage.getItem('utm_source')).toBeNull();
    expect(sessionStorage.getItem('language')).toBe('fr');
    expect(sessionStore.getState().session_id).not.toBe(before);
  });
});
