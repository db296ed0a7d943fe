import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '../i18n-context.tsx';
import { onlyDigits } from '../../i18n/digits.ts';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'onChange' | 'value' | 'defaultValue'> {
  label?: ReactNode;
  /** Error text: shown under the field, linked by aria-describedby, sets aria-invalid. */
  error?: ReactNode;
  /** Help text under the field, linked by aria-describedby. */
  hint?: ReactNode;
  /** SPEC §5: strip everything but digits, also on paste and for full-width digits. */
  digitsOnly?: boolean;
  /** Shows "count/max" under the field (needs maxLength). */
  showCount?: boolean;
  /** Read-only text before the field, such as the phone country code "+65". */
  prefix?: ReactNode;
  /** Content after the field inside its border (e.g. the password visibility toggle). */
  suffix?: ReactNode;
  value?: string;
  defaultValue?: string;
  /**
   * A secret (a password): the value lives in the field's property only, never in its `value`
   * attribute, which DOM snapshots and session-replay tools record.
   */
  secret?: boolean;
  /** The cleaned value after every change. */
  onValueChange?: (value: string) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

export function Input({
  label,
  error,
  hint,
  digitsOnly = false,
  showCount = false,
  prefix,
  suffix,
  value,
  secret = false,
  defaultValue = '',
  onValueChange,
  onChange,
  onPaste,
  maxLength,
  id,
  className,
  ref,
  ...rest
}: InputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const errorId = `${generatedId}-error`;
  const hintId = `${generatedId}-hint`;
  const countId = `${generatedId}-count`;
  const prefixId = `${generatedId}-prefix`;
  const [innerValue, setInnerValue] = useState(defaultValue);
  const current = value ?? innerValue;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const field = useRef<HTMLInputElement | null>(null);
  const setField = useCallback(
    (node: HTMLInputElement | null) => {
      field.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
    },
    [ref],
  );
  // A secret field is uncontrolled (React mirrors a controlled value into the attribute): the
  // property follows the state here instead.
  useLayoutEffect(() => {
    if (secret && field.current && field.current.value !== current) field.current.value = current;
  }, [secret, current]);

  const clean = (text: string) => {
    const cleaned = digitsOnly ? onlyDigits(text) : text;
    return maxLength !== undefined && maxLength >= 0 ? cleaned.slice(0, maxLength) : cleaned;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const cleaned = clean(raw);
    if (cleaned !== raw) {
      // Keep the caret where the user was, minus the characters that were dropped before it.
      const caret = clean(raw.slice(0, input.selectionStart ?? raw.length)).length;
      input.value = cleaned;
      input.setSelectionRange(caret, caret);
    }
    if (value === undefined) setInnerValue(cleaned);
    onChange?.(event);
    onValueChange?.(cleaned);
  };

  // A paste is cleaned before maxLength truncates it: "+65 9123 4567" still yields the digits.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented || (!digitsOnly && maxLength === undefined)) return;
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const room = maxLength === undefined ? Infinity : maxLength - (input.value.length - (end - start));
    const insert = (digitsOnly ? onlyDigits(pasted) : pasted).slice(0, Math.max(0, room));
    input.setRangeText(insert, start, end, 'end');
    // React's onChange listens to `input` events and sees the new value.
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };

  const describedBy = [prefix ? prefixId : '', hint ? hintId : '', hasError ? errorId : '', showCount && maxLength !== undefined ? countId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div part="input-field" className={['mkt-input', hasError ? 'mkt-input--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      {label ? (
        <label part="input-label" className="mkt-input__label" htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <div part="input-box" className="mkt-input__box">
        {prefix ? (
          <span part="input-prefix" className="mkt-input__prefix" id={prefixId}>
            {prefix}
          </span>
        ) : null}
        <input
          part="input"
          inputMode={digitsOnly ? 'numeric' : undefined}
          {...rest}
          ref={setField}
          id={inputId}
          className="mkt-input__control"
          {...(secret ? {} : { value: current })}
          maxLength={maxLength}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          onChange={handleChange}
          onPaste={handlePaste}
        />
        {suffix ? (
          <span part="input-suffix" className="mkt-input__suffix">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p part="input-hint" className="mkt-input__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p part="input-error" className="mkt-input__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {showCount && maxLength !== undefined ? (
        <p part="input-count" className="mkt-input__count" id={countId}>
          {t.characterCount(current.length, maxLength)}
        </p>
      ) : null}
    </div>
  );
}
