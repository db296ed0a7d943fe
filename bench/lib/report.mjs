// Plain-text tables for the console. Every section prints rows of [label, ...cells].
export function table(title, header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const lines = [`\n${title}`, line(cells[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)];
  console.log(lines.join('\n'));
}

export const ms = (value, digits = 1) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : null);
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : null);
export const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : null);
/** "median (min-max)" */
export const spread = (summary, digits = 1) =>
  summary && Number.isFinite(summary.median) ? `${summary.median.toFixed(digits)} (${summary.min.toFixed(digits)}-${summary.max.toFixed(digits)})` : null;
/** Target check: 'ok' or 'MISSED' (never hidden). */
export const verdict = (value, limit) => (Number.isFinite(value) ? (value <= limit ? 'ok' : 'MISSED') : 'NO FIGURE');
