/** Destination address (spec 02 §5): 0x + 40 hex characters, or Bitcoin-style — starts with 1 or 3 (base58) or
 * bc1 (bech32), 25 to 39 characters in all. Same pattern as the server's. */
export const WALLET_ADDRESS_PATTERN =
  /^(0x[0-9a-fA-F]{40}|[13][1-9A-HJ-NP-Za-km-z]{24,38}|bc1[0-9a-z]{22,36})$/;

export const isWalletAddress = (value: string): boolean => WALLET_ADDRESS_PATTERN.test(value.trim());
