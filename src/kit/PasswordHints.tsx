/**
 * The three password rules of SPEC §5 (length, composition, allowed symbols), ticked as the
 * shopper types: the same on every screen that sets a password (ResetPassword, ProfileComplete).
 * A rule is met only by something typed: an empty field meets none, though it holds no forbidden
 * symbol either.
 */
import type { PasswordCheck } from '../flows/validation.ts';
import { Icon } from '../ui/Icon/Icon.tsx';
import { useTranslation } from '../ui/i18n-context.tsx';
// The icons past Login register themselves when imported, so the first open does not carry them.
import '../ui/Icon/more-icons.tsx';

type HintName = keyof PasswordCheck['hints'];
const HINT_ORDER: readonly HintName[] = ['length', 'composition', 'symbols'];

export interface PasswordHintsProps {
  password: string;
  check: PasswordCheck;
  /** Once the shopper has typed, unmet rules show as errors rather than as plain hints. */
  touched: boolean;
}

export function PasswordHints({ password, check, touched }: PasswordHintsProps) {
  const { t } = useTranslation();
  const hintText: Record<HintName, string> = {
    length: t.passwordHintLength,
    composition: t.passwordHintComposition,
    symbols: t.passwordHintSymbols,
  };
  return (
    <span part="password-hints" className="mkt-password-hints">
      {HINT_ORDER.map((name) => {
        const met = password !== '' && check.hints[name];
        const state = met ? 'met' : touched ? 'error' : 'idle';
        return (
          <span key={name} part={`password-hint password-hint-${state}`} className={`mkt-password-hint mkt-password-hint--${state}`} data-hint={name} data-state={state}>
            <Icon name={met ? 'success' : 'close'} size={14} />
            <span>{hintText[name]}</span>
          </span>
        );
      })}
    </span>
  );
}
