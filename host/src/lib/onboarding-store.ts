import { createStore, useStore } from 'zustand';

export type SignupKind = 'personal' | 'corporate' | 'vip';
export type OnboardingState = {
  signupToken: string | null;
  emailId: string | null;
  phoneHint: string | null;
  kind: SignupKind | null;
  /** Tokens were just issued by the signup: the 2FA setup step may still be shown (spec 01 §2.2 exception). */
  settingUpTwoFactor: boolean;
};

const empty: OnboardingState = {
  signupToken: null,
  emailId: null,
  phoneHint: null,
  kind: null,
  settingUpTwoFactor: false,
};

/** In memory on purpose: a pending signup must not survive a reload in sessionStorage (token is short-lived). */
export const onboardingStore = createStore<OnboardingState>()(() => empty);
export const resetOnboarding = (): void => onboardingStore.setState(empty);
export const useOnboarding = <T>(selector: (state: OnboardingState) => T): T =>
  useStore(onboardingStore, selector);
