/** Dates and times of the lists, in the element's language (Intl), relative when recent. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
}

/** "5 minutes ago", "yesterday", or the date when over a week ago. */
export function formatSince(iso: string, lang: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.max(1, Math.round(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return relative.format(-Math.round(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.round(elapsed / DAY), 'day');
  return formatDate(iso, lang);
}

/** A wait of up to an hour as m:ss in the language's digits: `formatTimeLeft(845, 'bn')` -> '১৪:০৫'. */
export function formatTimeLeft(seconds: number, lang: string): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const digits = (value: number, width: number) => new Intl.NumberFormat(lang, { minimumIntegerDigits: width, useGrouping: false }).format(value);
  return `${digits(Math.floor(whole / 60), 1)}:${digits(whole % 60, 2)}`;
}
