import { coinsOf, swapCoin, tradeCoin } from './crypto-rows';

describe('crypto transaction rows', () => {
  it('know their coin and list every coin once', () => {
    const trade = { exchange_type: 'Buy', exchnage_pair: 'USD|BTC', fiat_amount: '1', crypto_amount: '1' };
    const swap = { from_amount: '1', to_amount: '2', coin_code: 'ETH', to_coin_code: 'USDT' };
    const withdrawal = { withdraw_tra_id: '1', coin_code: 'USDC', withdraw_amount: '1' };
    expect(tradeCoin(trade)).toBe('BTC');
    expect(swapCoin(swap)).toBe('ETH');
    expect(coinsOf([trade, trade], [withdrawal], [swap])).toEqual(['BTC', 'ETH', 'USDC']);
  });
});
