import { QueryClient } from '@tanstack/react-query';
import React from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { addAppTranslations, i18n, queryClient, reportSingletons } from '@portal/shared';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

export const registerHostTranslations = (): void => {
  addAppTranslations('host', { en, fr });
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
