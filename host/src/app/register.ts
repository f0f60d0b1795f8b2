import { QueryClient } from '@tanstack/react-query';
import React from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { addAppTranslations, i18n, queryClient, reportSingletons } from '@portal/shared';
import en from '../locales/en.json';

export const registerHostTranslations = (): void => {
  // French is fetched only when it is the language (bootstrap waits for it before the first render).
  addAppTranslations('host', { en, fr: () => import('../locales/fr.json') });
  reportSingletons('host', {
  react: React,
  reactDom: createPortal,
  router: useNavigate,
  zustand: create,
  reactQuery: QueryClient,
  i18next: i18n,
  queryClient,
});
};
