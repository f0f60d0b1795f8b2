// Imported by each app through `@portal/shared/app-singletons`, a path outside the federation's shared kit: so it is
// compiled into every app and its imports resolve through that app's own share scope. The singleton report then
// shows what each app really got (through the kit's single copy it would always show the host's).
import { QueryClient } from '@tanstack/react-query';
import React from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';

/** One reference per shared library, as this app resolved it. */
export const appSingletons = {
  react: React,
  reactDom: createPortal,
  router: useNavigate,
  zustand: create,
  reactQuery: QueryClient,
  reactHookForm: useForm,
  reactI18next: useTranslation,
};
