import { ApiError } from '@portal/shared';
import '../app/register';
import { cardsErrorMessage } from './card-errors';

describe('cards error texts', () => {
  it("shows the server's message, else 'Oops! Something went wrong'", () => {
    expect(
      cardsErrorMessage(new ApiError('server', { code: '409', serverMessage: 'This card is not active' })),
    ).toBe('This card is not active');
    expect(cardsErrorMessage(new ApiError('network'))).toBe('Oops! Something went wrong');
    expect(cardsErrorMessage(new ApiError('unexpected'))).toBe('Oops! Something went wrong');
  });
});
