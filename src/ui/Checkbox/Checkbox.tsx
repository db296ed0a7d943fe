import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { checkboxCss } from './checkbox.css.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** Label content; may contain links (terms of use, privacy policy). */
  children: ReactNode;
  /** Error text, linked by aria-describedby, sets aria-invalid. */
  error?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ children, error, onCheckedChange, onChange, id, className, ref, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-checkbox`;
  const errorId = `${generatedId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div part="checkbox" className={['mkt-checkbox', hasError ? 'mkt-checkbox--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      {/* This component's rules come with it, not in the first-open sheet. */}
      <style>{checkboxCss}</style>
      <div className="mkt-checkbox__row">
        <input
          {...rest}
          ref={ref}
          part="checkbox-input"
          className="mkt-checkbox__input"
          type="checkbox"
          id={inputId}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
        />
        {/* A link inside the label opens the link; a click elsewhere on the text toggles the box. */}
        <label part="checkbox-label" className="mkt-checkbox__label" htmlFor={inputId}>
          {children}
        </label>
      </div>
      {hasError ? (
        <p part="checkbox-error" className="mkt-checkbox__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
