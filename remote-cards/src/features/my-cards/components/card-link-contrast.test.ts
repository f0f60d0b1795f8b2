import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveColour } from '@portal/shared/testing';
import { contrast } from '../../../lib/testing/contrast';

// jsdom does not lay out or cascade CSS modules, so the rule is read from the stylesheet itself.
const css = readFileSync(join(__dirname, 'my-cards.module.css'), 'utf8');

const ruleOf = (selector: string): string => {
  const match = new RegExp(`\\n\\${selector} \\{([^}]*)\\}`).exec(css);
  if (!match?.[1]) throw new Error(`no rule ${selector}`);
  return match[1];
};

const declared = (rule: string, property: string): string => {
  const match = new RegExp(`(?:^|\\s)${property}:\\s*([^;]+);`, 'i').exec(rule);
  if (!match?.[1]) throw new Error(`no ${property}`);
  return resolveColour(match[1]);
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
