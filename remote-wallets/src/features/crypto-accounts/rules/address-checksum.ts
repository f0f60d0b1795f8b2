import { bytesToHex } from '@noble/hashes/utils';
import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha256';
import { bech32, bech32m, createBase58check } from '@scure/base';

// Loaded on demand (dynamic import) by the withdraw forms: the checksum libraries stay out of the first load.

/** What is wrong with an address for a coin: not an address of that coin at all, or a typo its checksum caught. */
export type AddressProblem = 'addressNotForCoin' | 'addressChecksum';

const base58check = createBase58check(sha256);
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BECH32_DATA = /^bc1[02-9ac-hj-np-z]+$/;

/** BIP 173 / BIP 350: witness v0 uses bech32 (program 20 or 32 bytes), v1–16 bech32m (program 2–40 bytes). */
const bech32Problem = (address: string): AddressProblem | undefined => {
  // Mixed case is invalid in bech32; all-uppercase is allowed (QR codes).
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return 'addressChecksum';
  const lower = address.toLowerCase();
  if (!BECH32_DATA.test(lower)) return 'addressNotForCoin';
  const decoded = bech32.decodeUnsafe(lower, 90);
  const decodedM = decoded ? undefined : bech32m.decodeUnsafe(lower, 90);
  const found = decoded ?? decodedM;
  if (!found) return 'addressChecksum';
  const [version, ...data] = found.words;
  if (found.prefix !== 'bc' || version === undefined || version > 16) return 'addressNotForCoin';
  if ((version === 0) !== Boolean(decoded)) return 'addressChecksum';
  const program = bech32.fromWordsUnsafe(data);
  if (!program || program.length < 2 || program.length > 40) return 'addressNotForCoin';
  if (version === 0 && program.length !== 20 && program.length !== 32) return 'addressNotForCoin';
  return undefined;
};

/** Legacy (P2PKH, version 0x00, starts with 1) and P2SH (0x05, starts with 3): base58check of 21 bytes. */
const base58Problem = (address: string): AddressProblem | undefined => {
  if (!BASE58.test(address)) return 'addressNotForCoin';
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return 'addressChecksum';
  }
  return payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05)
    ? undefined
    : 'addressNotForCoin';
};

const bitcoinProblem = (address: string): AddressProblem | undefined => {
  if (/^bc1/i.test(address)) return bech32Problem(address);
  if (/^[13]/.test(address)) return base58Problem(address);
  return 'addressNotForCoin';
};

/** EIP-55: an all-lower or all-upper address carries no checksum; a mixed-case one must match keccak-256. */
const evmProblem = (address: string): AddressProblem | undefined => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'addressNotForCoin';
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return undefined;
  const hash = bytesToHex(keccak_256(hex.toLowerCase()));
  for (let i = 0; i < hex.length; i += 1) {
    const char = hex.charAt(i);
    if (
      /[a-f]/i.test(char) &&
      (parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char.toLowerCase()) !== char
    )
      return 'addressChecksum';
  }
  return undefined;
};

/** Problem of `address` as a destination for `coin` (BTC; ETH and the ERC-20 tokens USDT, USDC), or undefined. */
export const addressProblem = (coin: string, address: string): AddressProblem | undefined => {
  const value = address.trim();
  return coin.toUpperCase() === 'BTC' ? bitcoinProblem(value) : evmProblem(value);
};
