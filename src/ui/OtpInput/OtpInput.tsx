import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type InputEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { OTP_DEFAULT_LENGTH } from '../../config/constants.ts';
import { onlyDigits } from '../../i18n/digits.ts';
import { useTranslation } from '../i18n-context.tsx';
import { otpInputCss } from './otp-input.css.ts';

export interface OtpInputHandle {
  /** Clears every box and focuses the first (SPEC §4: a failed verification clears the code). */
  reset(): void;
  focus(): void;
  /** Fills the boxes with a code read for the shopper (WebOTP); a full code completes as typed. */
  fill(code: string): void;
}

export interface OtpInputProps {
  /** The group's accessible name; default t.otpGroupLabel. */
  label?: string;
  /** Number of digits: the server's codeLength, else OTP_DEFAULT_LENGTH (SPEC §5). */
  length?: number;
  /**
   * A refusal of the code: announced through role=alert, the boxes marked invalid. A new error
   * clears the boxes and focuses the first (SPEC §4: failed verification shows the error and clears
   * the code entry); the screen keeps it until the shopper types again. A failure that says nothing
   * about the code (the network) is no error here: the code stays for another try.
   */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  onChange?: (code: string) => void;
  /** Called once each time the last box gets filled, with the whole code. */
  onComplete?: (code: string) => void;
  /** Accessible name of one box; default t.otpDigitLabel. */
  digitLabel?: (position: number, length: number) => string;
  ref?: Ref<OtpInputHandle>;
}

/** One-time-code entry as boxes: typing advances, Backspace goes back, a paste fills the boxes. */
export function OtpInput({
  label,
  length = OTP_DEFAULT_LENGTH,
  error,
  disabled = false,
  autoFocus = false,
  onChange,
  onComplete,
  digitLabel,
  ref,
}: OtpInputProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const labelOf = digitLabel ?? t.otpDigitLabel;
  const groupLabel = label ?? t.otpGroupLabel;
  const errorShown = useRef<string>(undefined);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (!error) errorShown.current = undefined;
    // Only a new error clears the code; the boxes are disabled while the code is checked, so the
    // clearing waits until they are enabled again. Not through onChange: the screen clears its
    // error when the shopper types, and the error must stay in view until then.
    if (!error || disabled || errorShown.current === error) return;
    errorShown.current = error;
    setDigits(Array.from({ length }, () => ''));
    focusBox(0);
    // A new error, or the boxes enabled again, clears the code; typing (digits) must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, disabled]);

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (code.length === length && !digits.every(Boolean)) onComplete?.(code);
  };

  // No dependency list: the handle's methods write through fillFrom and commit, which read this
  // render's digits, length, onChange and onComplete; a handle kept from an earlier render would
  // complete a code with a callback the screen has since replaced.
  useImperativeHandle(ref, () => ({
    reset() {
      setDigits(Array.from({ length }, () => ''));
      onChange?.('');
      focusBox(0);
    },
    focus() {
      focusBox(digits.findIndex((d) => !d));
    },
    fill(code) {
      fillFrom(0, code);
    },
  }));

  /** Writes `text`'s digits into the boxes from `start` on. */
  const fillFrom = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, length - start);
    if (!incoming) return;
    const next = [...digits];
    for (let i = 0; i < incoming.length; i++) next[start + i] = incoming[i];
    commit(next);
    focusBox(start + incoming.length);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    if (typed === '') {
      commit(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    // The new character is whichever one is not the previous digit (caret may be on either side).
    const previous = digits[index];
    let fresh = typed;
    if (previous && typed.length === 2) fresh = typed.endsWith(previous) && !typed.startsWith(previous) ? typed[0] : typed.slice(1);
    else if (previous && typed.startsWith(previous)) fresh = typed.slice(previous.length);
    if (!onlyDigits(fresh)) {
      // A letter or symbol: keep the box as it was.
      event.currentTarget.value = previous;
      return;
    }
    // One digit, or a whole code autofilled into one box.
    fillFrom(index, fresh);
  };

  // A digit typed over a selected one that equals it changes no value, so no change event comes:
  // the digit is written here instead (typing over a box just focused, which selects its digit).
  const handleBeforeInput = (index: number, event: InputEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.data ?? '');
    const box = event.currentTarget;
    const selectedWhole = box.value !== '' && box.selectionStart === 0 && box.selectionEnd === box.value.length;
    if (!typed || !selectedWhole) return;
    event.preventDefault();
    fillFrom(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A full code kept after a failed check (the network, not the code) is sent again with Enter.
    if (event.key === 'Enter' && digits.every(Boolean)) {
      event.preventDefault();
      onComplete?.(digits.join(''));
      return;
    }
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  // A pasted code fills the boxes from the first one (or from the focused one for a partial code).
  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    fillFrom(pasted.length >= length ? 0 : index, pasted);
  };

  const hasError = Boolean(error);
  return (
    <div part="otp" className={['mkt-otp', hasError ? 'mkt-otp--invalid' : ''].filter(Boolean).join(' ')}>
      {/* This component's rules come with it, not in the first-open sheet. */}
      <style>{otpInputCss}</style>
      {/* Codes read left to right in every language. */}
      <div part="otp-boxes" className="mkt-otp__boxes" role="group" aria-label={groupLabel} dir="ltr">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            part="otp-box"
            className="mkt-otp__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // Only the first box takes the platform's one-time-code autofill.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={labelOf(index + 1, length)}
            aria-invalid={hasError || undefined}
            // On each box: a failed code refocuses the first box, which then reads the error.
            aria-describedby={hasError ? errorId : undefined}
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleChange(index, event)}
            onBeforeInput={(event) => handleBeforeInput(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      {/* Always rendered, empty until needed: a live region announces changes only once it exists. */}
      <p part="otp-error" className="mkt-otp__error" id={errorId} role="alert">
        {error}
      </p>
    </div>
  );
}
