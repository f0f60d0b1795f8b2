import { ApiError } from '@portal/shared';
import { moveFailure } from './move-failure';

describe('moveFailure', () => {
  it("takes the server's error_display fields", () => {
    const failure = new ApiError('server', {
      code: '402',
      serverMessage: 'Not enough balance',
      answer: {
        code: '402',
        data: { error_display_amount: '500', error_display_details: 'Not enough balance' },
      },
    });
    expect(moveFailure(failure, '400')).toEqual({ amount: '500', details: 'Not enough balance' });
  });

  it('falls back to the typed amount and the message', () => {
    expect(
      moveFailure(new ApiError('server', { code: '409', serverMessage: 'This card is not active' }), '12'),
    ).toEqual({ amount: '12', details: 'This card is not active' });
  });
});
