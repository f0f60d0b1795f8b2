export * from './second-factor-schema';
export * from './second-factor-dialog';
export * from './factor-modes';
export * from './use-second-factor-step';
export {
  createPasskey,
  passkeyFailureKey,
  passkeyProof,
  passkeySignIn,
  passkeysSupported,
} from './passkey-proof';
export { PasskeyDialog } from './passkey-dialog';
