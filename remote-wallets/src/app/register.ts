// Side effects every exposed module needs once: this remote's translations and the singleton report.
import * as ReactQuery from '@tanstack/react-query';
import React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router-dom';
import * as Zustand from 'zustand';
import { addAppTranslations, i18n, reportSingletons } from '@portal/shared';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

export const NAMESPACE = 'wallets';

addAppTranslations(NAMESPACE, { en, fr });
reportSingletons('remote_wallets', { react: React, reactDom: ReactDom, router: ReactRouter, zustand: Zustand, reactQuery: ReactQuery, i18next: i18n });
