/** Destination address SHAPE (spec 02 §5, widened for real addresses: issue 14): 0x + 40 hex characters, or
 * Bitcoin — base58 starting with 1 or 3, or bech32/bech32m starting with bc1 (a P2WPKH address is 42
 * characters, P2WSH and Taproot 62). The checksums are checked by `address-checksum.ts`, loaded lazily. */
export const WALLET_ADDRESS_PATTERN =
  /^(0x[0-9a-fA-F]{40}|[13][1-9A-HJ-NP-Za-km-z]{24,38}|bc1[0-9a-z]{22,87}|BC1[0-9A-Z]{22,87})$/;

export const isWalletAddress = (value: string): boolean => WALLET_ADDRESS_PATTERN.test(value.trim());
