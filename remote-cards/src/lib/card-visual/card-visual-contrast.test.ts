import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenValue } from '@portal/shared/testing';
import { contrast, underBlackVeil } from '../testing/contrast';

// jsdom does not lay out or cascade CSS modules, so the veil is read from the stylesheet itself.
const css = readFileSync(join(__dirname, 'card-visual.module.css'), 'utf8');
const veil = (): number => {
  const match = /linear-gradient\(rgb\(0 0 0 \/ (\d+)%\)/.exec(css);
  if (!match?.[1]) throw new Error('no black veil over the card gradient');
  return Number(match[1]) / 100;
};

describe('white text on a card visual', () => {
  it('meets WCAG AA (4.5:1) on both ends of the seeded brand gradient and on its fallbacks', () => {
    // server/src/domain/branding.ts seeds primary #1f4fd1 and secondary #0fb39a; unbranded, the tokens apply.
    for (const brand of [
      '#1f4fd1',
      '#0fb39a',
      tokenValue('--color-primary'),
      tokenValue('--color-blue-steel'),
    ]) {
      expect(contrast('#ffffff', underBlackVeil(brand, veil()))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('would not without the veil (the teal end alone is 2.6:1)', () => {
    expect(contrast('#ffffff', '#0fb39a')).toBeLessThan(4.5);
  });
});
