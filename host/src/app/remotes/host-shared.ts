// What the host provides to the remotes' share scope: the very module objects its own code runs on, so a remote's
// React, router, form context, query client and i18next are the host's. The keys are those the remotes consume
// (their mf-manifest.json `shared`); the versions come from the host's package.json at build time.
import * as reactQuery from '@tanstack/react-query';
import * as i18next from 'i18next';
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import ReactJsxRuntime from 'react/jsx-runtime';
import * as reactHookForm from 'react-hook-form';
import * as reactI18next from 'react-i18next';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import * as kit from '@portal/shared';
import * as contract from '@portal/shared/contract';
import type { createInstance } from '@module-federation/enhanced/runtime';

/** Versions of the shared packages, from the host's dependencies (tooling/webpack-config, DefinePlugin). */
declare const __PORTAL_SHARED_VERSIONS__: Record<string, string>;

// React and react-dom are CommonJS: their module object is the default import, as webpack's own share would give.
const modules: Record<string, [pkg: string, module: unknown]> = {
  react: ['react', React],
  'react/jsx-runtime': ['react', ReactJsxRuntime],
  'react-dom': ['react-dom', ReactDOM],
  'react-dom/client': ['react-dom', ReactDOMClient],
  'react-router-dom': ['react-router-dom', reactRouterDom],
  zustand: ['zustand', zustand],
  '@tanstack/react-query': ['@tanstack/react-query', reactQuery],
  i18next: ['i18next', i18next],
  'react-i18next': ['react-i18next', reactI18next],
  'react-hook-form': ['react-hook-form', reactHookForm],
  '@portal/shared': ['@portal/shared', kit],
  '@portal/shared/contract': ['@portal/shared', contract],
};

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

export const hostShared = (): SharedOptions =>
  Object.fromEntries(
    Object.entries(modules).map(([key, [pkg, module]]) => [
      key,
      {
        version: __PORTAL_SHARED_VERSIONS__[pkg],
        scope: 'default',
        lib: () => module,
        shareConfig: { singleton: true, requiredVersion: false, eager: true },
      },
    ]),
  );
