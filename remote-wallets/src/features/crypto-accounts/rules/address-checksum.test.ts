import { addressProblem } from './address-checksum';

// Real addresses from BIP 173/350 test vectors, EIP-55 and well-known mainnet addresses.
describe('addressProblem (checksums per coin)', () => {
  it.each([
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'], // legacy P2PKH
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'], // P2SH
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'], // bech32 P2WPKH, 42 characters
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'], // bech32, upper case
    ['BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'], // bech32 P2WSH, 62
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'], // bech32m Taproot
    ['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], // EIP-55
    ['USDT', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['USDC', '0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb'], // all lower: no checksum to check
    ['ETH', '0xD1220A0CF47C7B9BE7A2E6BA89F429762E7B9ADB'], // all upper
  ])('accepts %s %s', (coin, address) => {
    expect(addressProblem(coin, address)).toBeUndefined();
  });

  it.each([
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'addressChecksum'], // last character changed
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'addressChecksum'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', 'addressChecksum'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzz', 'addressChecksum'], // truncated
    ['BTC', 'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'addressChecksum'], // mixed case
    // Taproot program encoded with bech32 instead of bech32m (BIP 350 forbids it).
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'addressChecksum'],
    ['BTC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'addressNotForCoin'],
    ['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'addressChecksum'], // one letter's case changed
    ['USDT', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'addressNotForCoin'],
    ['ETH', '0x1234', 'addressNotForCoin'],
  ])('refuses %s %s (%s)', (coin, address, problem) => {
    expect(addressProblem(coin, address)).toBe(problem);
  });
});
