import * as v from 'valibot';
import { decimalString } from './money';

describe('decimalString', () => {
  it.each([
    [0.0000001, '0.0000001'],
    [1e21, '1000000000000000000000'],
    [12.5, '12.5'],
    ['3.10', '3.10'],
    [null, '0'],
  ])('normalises %p to %p', (input, expected) => {
    expect(v.parse(decimalString, input)).toBe(expected);
  });

  it('refuses text that is not a decimal', () => {
    expect(v.safeParse(decimalString, '12,5').success).toBe(false);
  });
});
