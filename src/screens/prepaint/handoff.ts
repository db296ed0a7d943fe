/**
 * React's side of the pre-painted Login (paint-login.ts): the Login screen takes the
 * copy's values when it first renders, then, once its own markup is in the page, moves focus and
 * caret to its own field, tells the dialog where focus returns on close, removes the copy, and
 * replays the press or submit the shopper made on it.
 */
import { handOffFocus } from '../../ui/focus-handoff.ts';
import { PREPAINT_ATTRIBUTE, buttonAt, placeOf, prepaintRecord } from './paint-login.ts';

export interface LoginPrepaint {
  /** What was typed into the copy when React's Login first rendered. */
  values: { loginName: string; password: string };
  /** The shopper typed or pressed on the copy: activity, as if on React's screen (screen-preload.ts). */
  active: boolean;
  /** Layout effect of Login: focus and caret move over, the copy goes; answers what is typed by now. */
  adopt(screen: Element): LoginPrepaint['values'];
  /** Effect of Login: the button pressed or the form submitted on the copy, done on React's screen. */
  replay(screen: Element): void;
}

/** The copy painted in `host`'s shadow root, if one is showing. */
export function takeLoginPrepaint(host: Element | undefined): LoginPrepaint | undefined {
  const copy = host?.shadowRoot?.querySelector(`[${PREPAINT_ATTRIBUTE}="login"]`);
  const record = copy ? prepaintRecord(copy) : undefined;
  const copyRoot = copy?.shadowRoot;
  if (!copy || !record || !copyRoot) return undefined;
  const valueOf = (name: string) => copyRoot.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const read = () => ({ loginName: valueOf('loginName'), password: valueOf('password') });
  const values = read();
  return {
    values,
    active: Boolean(values.loginName || values.password || record.submitted || record.pressedButton !== undefined),
    adopt(screen) {
      // React's first render is a transition that lets the page run between its slices
      // (popup-view.ts): what was typed into the copy meanwhile is read again, in the commit.
      const typed = read();
      const root = screen.getRootNode() as ShadowRoot | Document;
      const focused = copyRoot.activeElement;
      handOffFocus({ opener: record.opener });
      // The same control in React's markup: a field by name, a button by its part and place (placeOf).
      const counterpart =
        focused instanceof HTMLInputElement
          ? root.querySelector<HTMLInputElement>(`input[name="${focused.name}"]`)
          : focused instanceof HTMLButtonElement
            ? buttonAt(placeOf(focused, copyRoot), root)
            : undefined;
      counterpart?.focus({ preventScroll: true });
      if (focused instanceof HTMLInputElement && counterpart instanceof HTMLInputElement) {
        // The value first (React's render with it follows): the caret stays where it was.
        counterpart.value = focused.value;
        counterpart.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
      }
      copy.remove();
      return typed;
    },
    replay(screen) {
      const root = screen.getRootNode() as ShadowRoot | Document;
      if (record.submitted) root.querySelector<HTMLFormElement>('form[part~="password-login-form"]')?.requestSubmit();
      else if (record.pressedButton !== undefined) buttonAt(record.pressedButton, root)?.click();
    },
  };
}
