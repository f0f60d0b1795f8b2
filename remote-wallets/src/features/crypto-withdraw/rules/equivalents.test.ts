import { equivalentsOf, usdPriceOf } from './equivalents';

const quotes = [
  { symbol: 'EURUSD', label: 'EUR/USD', price: '1.08695652', change_percent: '0' },
  { symbol: 'BTCUSD', label: 'BTC/USD', price: '65000.12345678', change_percent: '0' },
];

describe('USD and EUR equivalents', () => {
  it('prices coins from the ticker, stablecoins at 1 USD', () => {
    expect(usdPriceOf('btc', quotes)).toBe('65000.12345678');
    expect(usdPriceOf('USDC', quotes)).toBe('1');
    expect(usdPriceOf('ETH', quotes)).toBeUndefined();
  });

  it('converts exactly, 2 decimals', () => {
    expect(equivalentsOf('0.1', 'BTC', quotes)).toEqual({ usd: '6500.01', eur: '5980.01' });
    expect(equivalentsOf('100', 'USDT', quotes)).toEqual({ usd: '100', eur: '92' });
    expect(equivalentsOf('1', 'ETH', quotes)).toBeUndefined();
  });
});
