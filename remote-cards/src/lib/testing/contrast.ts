// WCAG 2 contrast for tests that read colours from stylesheets (jsdom does not cascade CSS modules).

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
const channels = (hex: string): [number, number, number] => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours. */
export const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `hex` seen through a black veil of the given opacity (0–1). */
export const underBlackVeil = (hex: string, opacity: number): string =>
  `#${channels(hex)
    .map((value) =>
      Math.round(value * (1 - opacity))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
