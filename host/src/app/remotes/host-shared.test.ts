import React from 'react';
import * as reactRouterDom from 'react-router-dom';
import * as kit from '@portal/shared';
import { hostShared } from './host-shared';

// The remotes' share configuration, as their builds declare it ('react-dom/' and 'react/' are prefixes).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildShared } = require('@portal/webpack-config/shared-modules.cjs') as {
  buildShared: (pkg: object, dir: string) => Record<string, { version?: string }>;
};
const remoteShared = buildShared({ dependencies: {} }, process.cwd());
const PREFIX_REQUESTS: Record<string, string[]> = {
  'react-dom/': ['react-dom/client'],
  'react/': ['react/jsx-runtime'],
};

beforeAll(() => {
  Object.assign(globalThis, {
    __PORTAL_SHARED_VERSIONS__: { react: '19.0.0', 'react-dom': '19.0.0', '@portal/shared': '0.3.0' },
  });
});

describe('what the host provides to the share scope', () => {
  it('covers every module the remotes consume as a singleton', () => {
    const provided = Object.keys(hostShared());
    const consumed = Object.keys(remoteShared).flatMap((key) => PREFIX_REQUESTS[key] ?? [key]);
    expect(provided.sort()).toEqual(consumed.sort());
  });

  it('hands over the module objects the host itself runs on', () => {
    type Entry = { lib: () => unknown; shareConfig: { singleton: boolean } };
    const shared = hostShared() as unknown as Record<'react' | 'react-router-dom' | '@portal/shared', Entry>;
    expect(shared.react.lib()).toBe(React);
    expect(shared['react-router-dom'].lib()).toBe(reactRouterDom);
    expect(shared['@portal/shared'].lib()).toBe(kit);
    expect(Object.values(shared as Record<string, Entry>).every((entry) => entry.shareConfig.singleton)).toBe(
      true,
    );
  });

  it('gives each module the version of its package', () => {
    const shared = hostShared() as unknown as Record<
      'react/jsx-runtime' | '@portal/shared/contract',
      { version: string }
    >;
    expect(shared['react/jsx-runtime'].version).toBe('19.0.0');
    expect(shared['@portal/shared/contract'].version).toBe('0.3.0');
  });
});
