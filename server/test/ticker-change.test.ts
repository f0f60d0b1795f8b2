import { changePercent } from '../src/features/crypto/get-ticker';

test('ticker change: two decimals rounded half-up, never a negative zero', () => {
  expect(changePercent('101.239', '100')).toBe('1.24');
  expect(changePercent('100.005', '100')).toBe('0.01');
  expect(changePercent('98.761', '100')).toBe('-1.24');
  expect(changePercent('99.996', '100')).toBe('0.00');
  expect(changePercent('5', '0')).toBe('0.00');
});
