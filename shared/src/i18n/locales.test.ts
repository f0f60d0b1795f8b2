import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { addAppTranslations, i18n, setLanguage, translate } from './i18n';
import { translateMessage } from './validation-messages';
import { bus } from '../bus/event-bus';

type Tree = { [key: string]: string | Tree };

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );

const valueAt = (tree: Tree, path: string): string | Tree | undefined =>
  path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

describe('shared locales', () => {
  it('every en key exists in fr with a non-empty string', () => {
    const missing = leafKeys(en).filter((key) => {
      const value = valueAt(fr, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('fr has no key that en lacks', () => {
    expect(leafKeys(fr).filter((key) => typeof valueAt(en, key) !== 'string')).toEqual([]);
  });

  it('is really French: most texts differ from English', () => {
    const same = leafKeys(en).filter((key) => valueAt(en, key) === valueAt(fr, key));
    expect(same.length).toBeLessThan(leafKeys(en).length / 10);
  });

  it('keeps the spec texts exactly', () => {
    expect(en.errors.generic).toBe('Something went wrong, please try again later.');
    expect(en.secondFactor.googleLabel).toBe('Enter 6 digit google authetication code');
    expect(en.table.noDataFound).toBe('No Data Found');
  });
});

describe('i18n instance', () => {
  afterEach(() => setLanguage('en'));

  it('switches language without reload, stores it and emits language:changed', async () => {
    const seen = jest.fn();
    const off = bus.on('language:changed', seen);
    await setLanguage('fr');
    off();
    expect(translate('common.cancel')).toBe('Annuler');
    expect(sessionStorage.getItem('language')).toBe('fr');
    expect(seen).toHaveBeenCalledWith({ language: 'fr' });
  });

  it('remembers the choice before the language is fetched, so a reload meanwhile starts in it', async () => {
    let release: (bundle: { title: string }) => void = () => undefined;
    addAppTranslations('account', {
      en: { title: 'Account' },
      fr: () => new Promise<{ title: string }>((resolve) => (release = resolve)),
    });
    const switching = setLanguage('fr');
    expect(sessionStorage.getItem('language')).toBe('fr');
    release({ title: 'Compte' });
    await switching;
    expect(i18n.t('account:title')).toBe('Compte');
  });

  it('fetches the French of an app registered while the switch to French is under way', async () => {
    let release: () => void = () => undefined;
    addAppTranslations('host', {
      en: { title: 'Host' },
      fr: () => new Promise<{ title: string }>((resolve) => (release = () => resolve({ title: 'Hôte' }))),
    });
    const switching = setLanguage('fr');
    // A remote's module arrives (and registers its texts) before the host's French has: i18n is still in English.
    const late = jest.fn(() => Promise.resolve({ holders: 'Actionnaires' }));
    addAppTranslations('account', { en: { holders: 'Share Holders' }, fr: late });
    release();
    await switching;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late).toHaveBeenCalledTimes(1);
    expect(i18n.t('account:holders')).toBe('Actionnaires');
  });

  it('registers app namespaces and falls back to en', async () => {
    addAppTranslations('wallets', {
      en: { title: 'Wallets', onlyEn: 'Only' },
      fr: { title: 'Portefeuilles' },
    });
    await setLanguage('fr');
    expect(i18n.t('wallets:title')).toBe('Portefeuilles');
    expect(i18n.t('wallets:onlyEn')).toBe('Only');
  });

  it('registers an app without re-rendering the page; a language fetched later does re-render', async () => {
    const added = jest.fn();
    i18n.store.on('added', added);
    const load = jest.fn(() => Promise.resolve({ title: 'Comptes' }));
    addAppTranslations('account', { en: { title: 'Accounts' }, fr: load });
    expect(i18n.t('account:title')).toBe('Accounts');
    expect(added).not.toHaveBeenCalled();
    await setLanguage('fr');
    expect(added).toHaveBeenCalledWith('fr', 'account', { title: 'Comptes' });
    i18n.store.off('added', added);
  });

  it('fetches a language given as a loader only when that language is used', async () => {
    const load = jest.fn(() => Promise.resolve({ default: { title: 'Cartes' } }));
    addAppTranslations('cards', { en: { title: 'Cards' }, fr: load });
    expect(load).not.toHaveBeenCalled();
    await setLanguage('fr');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('cards:title')).toBe('Cartes');
    await setLanguage('en');
    await setLanguage('fr');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed language fetch falls back to English and is tried again next time', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ title: 'Échange' });
    addAppTranslations('exchange', { en: { title: 'Exchange' }, fr: load });
    await setLanguage('fr');
    expect(i18n.t('exchange:title')).toBe('Exchange');
    await setLanguage('fr');
    expect(i18n.t('exchange:title')).toBe('Échange');
  });

  it('translates contract validation texts', async () => {
    await setLanguage('fr');
    expect(translateMessage('Email ID is required.')).toBe("L'adresse e-mail est obligatoire.");
    expect(translateMessage('shared:errors.oops')).toBe("Oups ! Une erreur s'est produite");
    expect(translateMessage('Unknown text')).toBe('Unknown text');
  });
});
