import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';

export type ButtonColor = 'primary' | 'secondary';
export type ButtonFill = 'solid' | 'outline' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'onClick'> {
  /** SPEC §1 defaults: primary colour, solid fill, medium size, type button. */
  color?: ButtonColor;
  fill?: ButtonFill;
  size?: ButtonSize;
  /** Full inline size of the container. */
  block?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks. */
  busy?: boolean;
  /**
   * A click handler returning a promise keeps the button busy until it settles, so a
   * double click cannot submit twice (SPEC §4 "double-submit blocked while busy").
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  ref?: Ref<HTMLButtonElement>;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

export function Button({
  color = 'primary',
  fill = 'solid',
  size = 'medium',
  type = 'button',
  block = false,
  busy = false,
  disabled,
  className,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  // A ref, not state: two clicks in the same frame must both see the first one's lock.
  const lock = useRef(false);
  const isBusy = busy || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy || lock.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (isPromiseLike(result)) {
      lock.current = true;
      setPending(true);
      const release = () => {
        lock.current = false;
        setPending(false);
      };
      result.then(release, release);
    }
  };

  const classes = [
    'mkt-button',
    `mkt-button--${color}`,
    `mkt-button--${fill}`,
    `mkt-button--${size}`,
    block ? 'mkt-button--block' : '',
    isBusy ? 'mkt-button--busy' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      part="button"
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={isBusy || undefined}
      onClick={handleClick}
    >
      {isBusy ? <Spinner className="mkt-button__spinner" /> : null}
      <span part="button-label" className="mkt-button__label">
        {children}
      </span>
    </button>
  );
}
