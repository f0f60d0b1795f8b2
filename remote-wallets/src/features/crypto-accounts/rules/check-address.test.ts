import { english } from '../../../lib/crypto/english';
import { checkAddress } from './check-address';

// Spec 02 §5: an invalid address says 'Please enter a valid wallet address'; the checksum detail follows.
describe('checkAddress messages', () => {
  it('a typo caught by the checksum starts with the spec message', async () => {
    await expect(checkAddress(english, 'btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')).resolves.toBe(
      'Please enter a valid wallet address: this BTC address contains a typo (its checksum does not match). Copy it again from the recipient.',
    );
  });

  it('an address of another coin starts with the spec message', async () => {
    await expect(checkAddress(english, 'BTC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).resolves.toBe(
      'Please enter a valid wallet address: this is not a BTC address.',
    );
  });

  it('a valid address has no message', async () => {
    await expect(
      checkAddress(english, 'ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'),
    ).resolves.toBeUndefined();
  });
});
