// <html lang> follows the portal's language (screen readers read French text as French): set from the stored
// language when the kit starts (before the host's first render) and on every switch.
describe('<html lang>', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.documentElement.lang = 'en';
  });

  it('is the stored language from the start, and follows every switch', async () => {
    sessionStorage.setItem('language', 'fr');
    document.documentElement.lang = 'en'; // what index.html says
    let kit: typeof import('./i18n') | undefined;
    jest.isolateModules(() => {
      kit = jest.requireActual<typeof import('./i18n')>('./i18n');
    });
    expect(document.documentElement.lang).toBe('fr');
    await kit!.setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    await kit!.i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
