import { ApiError } from '@portal/shared';
import { settleMove } from './settle-move';

const ends = () => ({ source: 'test', renew: jest.fn(), reset: jest.fn(), onClose: jest.fn() });

describe('settleMove', () => {
  it('after success: new key, cleared form, closed modal', async () => {
    const end = ends();
    await settleMove(() => Promise.resolve({ message: 'Transfer done' }), end);
    expect(end.renew).toHaveBeenCalledTimes(1);
    expect(end.reset).toHaveBeenCalledTimes(1);
    expect(end.onClose).toHaveBeenCalledTimes(1);
  });

  it('after a server refusal: a new key, the form kept open with what was typed', async () => {
    const end = ends();
    await settleMove(
      () => Promise.reject(new ApiError('server', { code: '400', serverMessage: 'Insufficient balance' })),
      end,
    );
    expect(end.renew).toHaveBeenCalledTimes(1);
    expect(end.reset).not.toHaveBeenCalled();
    expect(end.onClose).not.toHaveBeenCalled();
  });

  it('after a network failure: the same key, so a retry cannot move money twice', async () => {
    const end = ends();
    await settleMove(() => Promise.reject(new ApiError('network')), end);
    expect(end.renew).not.toHaveBeenCalled();
    expect(end.onClose).not.toHaveBeenCalled();
  });
});
