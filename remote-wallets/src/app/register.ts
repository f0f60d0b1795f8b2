// Side effects every exposed module needs once: this remote's translations and the singleton report.
import { QueryClient } from '@tanstack/react-query';
import React from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { addAppTranslations, i18n, queryClient, reportSingletons } from '@portal/shared';
import { NAMESPACE } from './namespace';
import { translations } from './translations';

addAppTranslations(NAMESPACE, translations);
reportSingletons('remote_wallets', {
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
