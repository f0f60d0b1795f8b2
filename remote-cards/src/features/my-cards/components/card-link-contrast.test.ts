import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom does not lay out or cascade CSS modules, so the rule is read from the stylesheet itself.
const css = readFileSync(join(__dirname, 'my-cards.module.css'), 'utf8');

const ruleOf = (selector: string): string => {
  const match = new RegExp(`\\n\\${selector} \\{([^}]*)\\}`).exec(css);
  if (!match?.[1]) throw new Error(`no rule ${selector}`);
  return match[1];
};

const declared = (rule: string, property: string): string => {
  const match = new RegExp(`(?:^|\\s)${property}:\\s*(#[0-9a-f]{3,6})`, 'i').exec(rule);
  if (!match?.[1]) throw new Error(`no ${property}`);
  return match[1];
};

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
const luminance = (hex: string): number => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the Settings link on a card visual', () => {
  it('draws its own background, so its contrast does not depend on the brand gradient, and meets WCAG AA', () => {
    const rule = ruleOf('.cardLink');
    const ratio = contrast(declared(rule, 'color'), declared(rule, 'background'));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('the contrast helper agrees with the WCAG reference values', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    // The default teal end of the card gradient with white text: why the link needed its own background.
    expect(contrast('#fff', '#0fb39a')).toBeLessThan(4.5);
  });
});
