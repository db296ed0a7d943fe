// Small statistics for repeated runs: the median is the figure we report, min and max show spread.

export function median(values) {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const middle = finite.length >> 1;
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

/** { median, min, max, runs, failed } of a list of measurements (NaN = a run that gave no figure). */
export function summarize(values) {
  const finite = values.filter(Number.isFinite);
  return {
    median: round(median(finite)),
    min: round(Math.min(...finite)),
    max: round(Math.max(...finite)),
    runs: values.length,
    failed: values.length - finite.length,
  };
}

export function round(value, digits = 3) {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const ratio = (ours, other) => (Number.isFinite(ours) && Number.isFinite(other) && other !== 0 ? round(ours / other, 2) : null);
