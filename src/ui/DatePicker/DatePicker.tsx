import { useId, useMemo, useState } from 'react';
import { BIRTHDAY_RANGE_YEARS, DATE_PICKER_DEFAULT_RANGE_YEARS } from '../../config/constants.ts';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { useTranslation } from '../i18n-context.tsx';
import { datePickerCss } from './date-picker.css.ts';

export type DatePickerRange = 'default' | 'birthday';

export interface DatePickerLabels {
  year: string;
  month: string;
  day: string;
}

export interface DatePickerProps {
  /** Name of the whole group, e.g. "Birthday". */
  label: string;
  /** 'YYYY-MM-DD', or '' while incomplete. */
  value?: string;
  defaultValue?: string;
  /** Called with 'YYYY-MM-DD' once year, month and day are chosen, '' otherwise. */
  onChange?: (value: string) => void;
  /**
   * 'default': DATE_PICKER_DEFAULT_RANGE_YEARS either side of this year;
   * 'birthday': BIRTHDAY_RANGE_YEARS back to this year (SPEC §5, §9).
   */
  range?: DatePickerRange;
  /** Field names; default t.datePickerYear / t.datePickerMonth / t.datePickerDay. */
  labels?: Partial<DatePickerLabels>;
  error?: string;
  /** "Today" for the range (tests pass a fixed date). */
  today?: Date;
}

interface DateParts {
  year?: number;
  month?: number;
  day?: number;
}

function parse(value: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return {};
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function format({ year, month, day }: DateParts): string {
  if (!year || !month || !day) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number | undefined, month: number | undefined): number {
  if (!month) return 31;
  // Day 0 of the next month is the last day of this one; a leap year by default while unknown.
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** Year / month / day selects with month names and numbers formatted by Intl for the language. */
export function DatePicker({ label, value, defaultValue, onChange, range = 'default', labels, error, today }: DatePickerProps) {
  const { t, lang } = useTranslation();
  const labelId = useId();
  const [inner, setInner] = useState<DateParts>(() => parse(defaultValue));
  const parts = value !== undefined ? { ...inner, ...parse(value) } : inner;
  const thisYear = (today ?? new Date()).getFullYear();

  const years = useMemo<SelectOption[]>(() => {
    const first = range === 'birthday' ? thisYear - BIRTHDAY_RANGE_YEARS : thisYear - DATE_PICKER_DEFAULT_RANGE_YEARS;
    const last = range === 'birthday' ? thisYear : thisYear + DATE_PICKER_DEFAULT_RANGE_YEARS;
    const numbers = new Intl.NumberFormat(lang, { useGrouping: false });
    const list: SelectOption[] = [];
    // Most recent first: a birthday is closer to the top of the list.
    for (let year = last; year >= first; year--) list.push({ value: String(year), label: numbers.format(year) });
    return list;
  }, [lang, range, thisYear]);

  const months = useMemo<SelectOption[]>(() => {
    const names = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: names.format(new Date(Date.UTC(2000, i, 1))) }));
  }, [lang]);

  const dayCount = daysInMonth(parts.year, parts.month);
  const days = useMemo<SelectOption[]>(() => {
    const numbers = new Intl.NumberFormat(lang);
    return Array.from({ length: dayCount }, (_, i) => ({ value: String(i + 1), label: numbers.format(i + 1) }));
  }, [lang, dayCount]);

  const update = (change: DateParts) => {
    const next = { ...parts, ...change };
    // 31 March -> February keeps the month and clamps the day.
    if (next.day) next.day = Math.min(next.day, daysInMonth(next.year, next.month));
    setInner(next);
    onChange?.(format(next));
  };

  const names: DatePickerLabels = {
    year: labels?.year ?? t.datePickerYear,
    month: labels?.month ?? t.datePickerMonth,
    day: labels?.day ?? t.datePickerDay,
  };

  return (
    <div part="date-picker" className="mkt-date-picker" role="group" aria-labelledby={labelId}>
      {/* This component's rules come with it, not in the first-open sheet. */}
      <style>{datePickerCss}</style>
      <span part="date-picker-label" className="mkt-date-picker__label" id={labelId}>
        {label}
      </span>
      <div className="mkt-date-picker__fields">
        <Select label={names.year} options={years} value={parts.year ? String(parts.year) : ''} placeholder={names.year} hideLabel onChange={(v) => update({ year: Number(v) })} />
        <Select label={names.month} options={months} value={parts.month ? String(parts.month) : ''} placeholder={names.month} hideLabel onChange={(v) => update({ month: Number(v) })} />
        <Select label={names.day} options={days} value={parts.day ? String(parts.day) : ''} placeholder={names.day} hideLabel onChange={(v) => update({ day: Number(v) })} />
      </div>
      {error ? (
        <p part="date-picker-error" className="mkt-date-picker__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
