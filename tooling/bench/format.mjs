// Figures as the bench prints them: medians with their spread, KiB, Markdown tables.
export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
export const spread = (list, digits = 0) =>
  `${median(list).toFixed(digits)} (${Math.min(...list).toFixed(digits)}–${Math.max(...list).toFixed(digits)})`;
export const kib = (bytes) => (bytes / 1024).toFixed(1);
export const table = (head, rows) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
};
