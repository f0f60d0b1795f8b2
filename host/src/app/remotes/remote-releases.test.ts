import {
  parsePreviewHeader,
  registerReleases,
  releaseOf,
  releaseOfUrl,
  previewedRelease,
} from './remote-releases';

describe('remote releases', () => {
  it('names the release of a URL in the releases folder, or the URL itself', () => {
    expect(
      releaseOfUrl('http://127.0.0.1:3000/releases/remote-cards/0.1.0-0123456789/mf-manifest.json'),
    ).toBe('0.1.0-0123456789');
    expect(releaseOfUrl('http://127.0.0.1:3002/mf-manifest.json')).toBe(
      'http://127.0.0.1:3002/mf-manifest.json',
    );
  });

  it('reads the preview header, ignoring a malformed one', () => {
    expect(parsePreviewHeader('remote-cards 0.1.0-0123456789')).toEqual({
      remote: 'remote-cards',
      release: '0.1.0-0123456789',
    });
    expect(parsePreviewHeader(null)).toBeUndefined();
    expect(parsePreviewHeader('remote-cards')).toBeUndefined();
    expect(parsePreviewHeader('a b c')).toBeUndefined();
  });

  it('answers per remote from remotes.json', () => {
    registerReleases(
      { remote_cards: 'http://h/releases/remote-cards/0.1.0-aaaaaaaaaa/mf-manifest.json' },
      'remote-cards 0.1.0-aaaaaaaaaa',
    );
    expect(releaseOf('cards')).toBe('0.1.0-aaaaaaaaaa');
    expect(releaseOf('wallets')).toBeUndefined();
    expect(previewedRelease()).toEqual({ remote: 'remote-cards', release: '0.1.0-aaaaaaaaaa' });
  });
});
