import { CONTRACT_VERSION, isContractCompatible } from '@portal/shared/contract';
import { checkRemoteContract, incompatibleRemotes, isCompatible } from './contract-check';

const manifest = (contractVersion?: string) => ({
  metaData: {
    portal: contractVersion ? { app: 'remote_x', appVersion: '1.0.0', contractVersion } : undefined,
  },
});

describe('remote contract check', () => {
  it('uses the contract version of the build', () => {
    expect(CONTRACT_VERSION).toBe('1.11.0');
  });

  it.each([
    ['1.0.0', true],
    ['1.4.2', true],
    ['2.0.0', false],
    ['0.9.0', false],
    ['garbage', false],
  ])('a remote built for %s is accepted: %s', (version, accepted) => {
    expect(isCompatible('1.0.0', version)).toBe(accepted);
    expect(isContractCompatible('1.0.0', version)).toBe(accepted); // the contract's own rule agrees
  });

  it('records and throws for another major, and forgets once a compatible manifest arrives', () => {
    expect(() => checkRemoteContract('remote_x', manifest('2.1.0'))).toThrow(/2\.1\.0/);
    expect(incompatibleRemotes.get('remote_x')).toBe('2.1.0');
    checkRemoteContract('remote_x', manifest('1.3.0'));
    expect(incompatibleRemotes.has('remote_x')).toBe(false);
  });

  it('refuses a manifest that declares no contract version', () => {
    expect(() => checkRemoteContract('remote_y', manifest())).toThrow(/unknown/);
  });
});
