import { QueryClient } from '@tanstack/react-query';
import React from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
    reactHookForm: useForm,
    reactI18next: useTranslation,
    i18next: i18n,
    queryClient,
  });
};
