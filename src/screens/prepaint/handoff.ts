/**
 * React's side of the pre-painted Login (paint-login.ts): once its own markup is in the page,
 * the Login screen takes what was typed into the copy, moves focus and caret to its own field,
 * tells the dialog where focus returns on close and removes the copy; once it has rendered with
 * what was typed, it replays the press or submit the shopper made on the copy.
 */
import { handOffFocus } from '../../ui/focus-handoff.ts';
import { revealWithFormButton } from '../../ui/dom.ts';
import { preloadInInputPause, preloadScreenChunk } from '../../kit/screen-preload.ts';
import { PREPAINT_ATTRIBUTE, buttonAt, placeOf, prepaintRecord } from './paint-login.ts';

export interface LoginPrepaint {
  /** What the copy's fields hold now. */
  read(): { loginName: string; password: string };
  /**
   * Layout effect of Login's first commit: the copy's values go into Login's fields, focus and
   * caret move over, the copy goes; answers what is typed by now.
   */
  adopt(screen: Element): { loginName: string; password: string };
  /**
   * Effect of Login, once it has rendered with what was typed: the button pressed or the form
   * submitted on the copy, done on React's screen.
   */
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
  // Where the hand-over put focus: a press is replayed only while focus is still there.
  let handedFocus: Element | null = null;
  return {
    read,
    adopt(screen) {
      // React's first render is a transition that lets the page run between its slices
      // (popup-view.ts): what is typed into the copy is read in the commit, not before.
      const typed = read();
      const root = screen.getRootNode() as ShadowRoot | Document;
      const focused = copyRoot.activeElement;
      // Login rendered with what the copy held then; what was typed since is in its fields now.
      for (const field of copyRoot.querySelectorAll<HTMLInputElement>('input[name]')) {
        const counterpart = root.querySelector<HTMLInputElement>(`input[name="${field.name}"]`);
        if (counterpart) counterpart.value = field.value;
      }
      handOffFocus({ opener: record.opener });
      // The same control in React's markup: a field by name, a button by its part and place (placeOf).
      const counterpart =
        focused instanceof HTMLInputElement
          ? root.querySelector<HTMLInputElement>(`input[name="${focused.name}"]`)
          : focused instanceof HTMLButtonElement
            ? buttonAt(placeOf(focused, copyRoot), root)
            : undefined;
      counterpart?.focus({ preventScroll: true });
      handedFocus = root.activeElement;
      // Login's sheet starts unscrolled: the focused field and its button come into view as on
      // the copy (with a phone's keyboard up they may not be).
      revealWithFormButton(counterpart);
      if (focused instanceof HTMLInputElement && counterpart instanceof HTMLInputElement) {
        // The caret stays where it was.
        counterpart.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
      }
      copy.remove();
      return typed;
    },
    replay(screen) {
      const root = screen.getRootNode() as ShadowRoot | Document;
      const { loginName, password } = read();
      // What the shopper did on the copy is activity here too: Login's needs (the api client, the
      // passkey autofill request) load as they would have on React's screen, at once for a press.
      if (record.submitted || record.pressedButton) preloadScreenChunk('login');
      else if (loginName || password) preloadInInputPause('login');
      if (record.submitted) root.querySelector<HTMLFormElement>('form[part~="password-login-form"]')?.requestSubmit();
      // As on the copy (paint-login.ts), a press the shopper has moved on from is not replayed:
      // a tap on a field between the hand-over's commit and this effect keeps its focus.
      else if (record.pressedButton !== undefined && root.activeElement === handedFocus) buttonAt(record.pressedButton, root)?.click();
    },
  };
}
