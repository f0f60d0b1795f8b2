import { ApiError } from '@portal/shared';
import { isQuoteExpired, quoteDeadline, secondsLeft } from './quote-rules';

describe('quotes', () => {
  it("hold for their validity from the answer's arrival, else until their expiry time", () => {
    expect(quoteDeadline({ quote_valid_seconds: 60, quote_expires_at: '2030-01-01T00:00:00Z' }, 1000)).toBe(
      61_000,
    );
    expect(quoteDeadline({ quote_expires_at: '2030-01-01T00:00:00.000Z' }, 1000)).toBe(
      Date.parse('2030-01-01T00:00:00.000Z'),
    );
    expect(quoteDeadline({}, 1000)).toBeUndefined();
  });

  it('count whole seconds down to zero', () => {
    expect(secondsLeft(61_000, 1000)).toBe(60);
    expect(secondsLeft(61_000, 60_500)).toBe(1);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 99_000)).toBe(0);
  });

  it('know the expired-quote refusal', () => {
    expect(isQuoteExpired(new ApiError('server', { code: '410', serverMessage: 'expired' }))).toBe(true);
    expect(isQuoteExpired(new ApiError('server', { code: '402' }))).toBe(false);
    expect(isQuoteExpired(new ApiError('network'))).toBe(false);
  });
});
