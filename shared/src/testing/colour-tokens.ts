import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom does not cascade CSS custom properties, so tests that check colours read the kit's token file.
const TOKENS = readFileSync(join(__dirname, '../ui/tokens.css'), 'utf8');

/** The value tokens.css gives a custom property (`--color-primary` → `#2563eb`). */
export const tokenValue = (name: string): string => {
  const match = new RegExp(`\\s${name}:\\s*([^;]+);`).exec(TOKENS);
  if (!match?.[1]) throw new Error(`no token ${name}`);
  return match[1].trim();
};

/** A declared colour with its tokens resolved: `var(--x)` and `var(--brand, var(--x))` give the token's value. */
export const resolveColour = (value: string): string => {
  const token = /var\((--[\w-]+)\)\)?\s*$/.exec(value.trim());
  return token?.[1] ? tokenValue(token[1]) : value.trim();
};
