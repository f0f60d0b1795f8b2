import { buySellDetails, parsePair, swapCoins, tradeStatus } from './trade-rules';

describe('dashboard trade rules', () => {
  it('reads the pair as FIAT|CRYPTO and treats a missing part as no pair', () => {
    expect(parsePair('USD|BTC')).toEqual({ fiat: 'USD', crypto: 'BTC' });
    expect(parsePair(' EUR | ETH ')).toEqual({ fiat: 'EUR', crypto: 'ETH' });
    expect(parsePair('')).toBeUndefined();
    expect(parsePair('USD|')).toBeUndefined();
    expect(parsePair(null)).toBeUndefined();
  });

  it('shows Completed as Success, Failed as Failed and anything else as Pending', () => {
    expect(tradeStatus('Completed')).toBe('success');
    expect(tradeStatus('Failed')).toBe('failed');
    expect(tradeStatus('Pending')).toBe('pending');
    expect(tradeStatus('Approved')).toBe('pending');
    expect(tradeStatus(undefined)).toBe('pending');
  });

  const row = { exchnage_pair: 'USD|BTC', admin_transaction_hash: '0xabc', admin_note: 'checked' };

  it('shows the admin hash only when Completed and the note whenever not Pending', () => {
    expect(buySellDetails({ ...row, transfer_status: 'Completed' })).toEqual({
      pair: { fiat: 'USD', crypto: 'BTC' },
      adminHash: '0xabc',
      adminNote: 'checked',
    });
    expect(buySellDetails({ ...row, transfer_status: 'Pending' })).toEqual({
      pair: { fiat: 'USD', crypto: 'BTC' },
      adminHash: undefined,
      adminNote: undefined,
    });
    expect(buySellDetails({ ...row, transfer_status: 'Failed' })).toEqual({
      pair: { fiat: 'USD', crypto: 'BTC' },
      adminHash: undefined,
      adminNote: 'checked',
    });
  });

  it('leaves amounts and pair codes out without a pair', () => {
    expect(buySellDetails({ ...row, exchnage_pair: '', transfer_status: 'Completed' }).pair).toBeUndefined();
  });

  it('takes the swap coin codes from the coin-code fields', () => {
    expect(swapCoins({ from_amount: '1', to_amount: '2', coin_code: 'BTC', to_coin_code: 'ETH' })).toEqual({
      from: 'BTC',
      to: 'ETH',
    });
    expect(
      swapCoins({
        from_amount: '1',
        to_amount: '2',
        from_coincode: 'USDT',
        coin_code: 'BTC',
        to_coincode: 'USDC',
      }),
    ).toEqual({ from: 'USDT', to: 'USDC' });
  });
});
