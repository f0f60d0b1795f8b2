import { isWalletAddress } from './wallet-address';

describe('withdraw address pattern (spec 02 §5)', () => {
  it.each([
    `0x${'a'.repeat(40)}`,
    '0xB2738ab9f633fa15e327b87d165e779cf9a31042',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzz',
    `1${'A'.repeat(24)}`,
    `3${'z'.repeat(38)}`,
  ])('accepts %s', (address) => {
    expect(isWalletAddress(address)).toBe(true);
  });

  it.each([
    '',
    `0x${'a'.repeat(39)}`,
    `0x${'a'.repeat(41)}`,
    `0x${'g'.repeat(40)}`,
    `1${'A'.repeat(23)}`,
    `1${'A'.repeat(39)}`,
    '2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0',
    'bc1short',
    'hello world',
  ])('refuses %p', (address) => {
    expect(isWalletAddress(address)).toBe(false);
  });
});
