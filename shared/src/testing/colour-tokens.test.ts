import { resolveColour, tokenValue } from './colour-tokens';

describe('colour tokens for tests', () => {
  it("reads a token's value and resolves declared colours through tokens", () => {
    expect(tokenValue('--color-primary')).toBe('#2563eb');
    expect(resolveColour('var(--color-navy-900)')).toBe('#13294b');
    expect(resolveColour('var(--menu-background, var(--color-navy-800))')).toBe('#1f2a44');
    expect(resolveColour('#abc')).toBe('#abc');
    expect(() => tokenValue('--color-missing')).toThrow('no token --color-missing');
  });
});
