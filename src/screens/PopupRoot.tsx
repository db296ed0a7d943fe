/**
 * The React side of `<mkt-login-popup>`: the frame (modal dialog, or inline in embedded mode),
 * the close button, and the screen on top of the stack, faded in on every change (SPEC §2).
 */
import { Component, Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import type { PopupInstance } from '../stores/popup-registry.ts';
import { useStore } from '../ui/use-store.ts';
import { Dialog } from '../ui/Dialog/Dialog.tsx';
import { LazyDialogHost } from './lazy-dialog-host.ts';
import { $dialogQueue } from '../stores/dialog.ts';
import { TranslationProvider, useTranslation } from '../ui/i18n-context.tsx';
import { UiRoot } from '../ui/UiRoot/UiRoot.tsx';
import { Loading } from '../ui/Loading/Loading.tsx';
import type { PopupState } from '../stores/popup.ts';
import { PopupContext } from '../kit/popup-context.tsx';
import { dialogNameWhileLoading } from './screen-titles.ts';
import { recoverFocus } from '../kit/use-focus-recovery.ts';
import type { ScreenName } from '../stores/popup.ts';
import { SCREEN_COMPONENTS } from './registry.ts';

// The failure view is rare: its own small chunk, not the first open's (first-open budget).
const ScreenFailed = lazy(() => import('./ScreenFailed.tsx').then((m) => ({ default: m.ScreenFailed })));

export function PopupRoot({ instance }: { instance: PopupInstance }) {
  const open = useStore(instance.state.$open);
  const entry = useStore(instance.state.$current);
  // The dialog host's chunk loads with the first dialog asked for, not with the first open.
  const dialogsWaiting = useStore($dialogQueue).length > 0;
  const options = instance.options();
  // The element's context: its language, direction and theme, and nothing page-wide.
  const { language, dir, theme } = useStore(instance.context);
  // One title id per stack entry: the dialog's name follows the screen on every push, replace and back.
  const popupId = useId();
  const titleId = entry ? `${popupId}title-${entry.id}` : undefined;
  const context = useMemo(() => (entry ? { instance, entry, titleId } : null), [instance, entry, titleId]);
  // The screen this opening started on: the dialog places focus for it; later screens do it
  // themselves, the opening screen too once it was left (Back or "use password" lead to it again).
  const openingEntryId = useRef<number | null | undefined>(undefined);
  if (!open) openingEntryId.current = undefined;
  else if (openingEntryId.current === undefined) openingEntryId.current = entry?.id;
  else if (entry?.id !== openingEntryId.current) openingEntryId.current = null;

  const Screen = entry ? SCREEN_COMPONENTS[entry.screen] : null;
  const screen =
    Screen && context ? (
      <PopupContext.Provider value={context}>
        {/* key: a new frame per navigation, so the fade runs on every screen change */}
        <ScreenFrame key={entry!.id} focusOnMount={entry!.id !== openingEntryId.current} Screen={Screen} screen={entry!.screen} state={instance.state} />
      </PopupContext.Provider>
    ) : null;

  return (
    <TranslationProvider lang={language} dir={dir}>
      <UiRoot theme={theme} data-screen={open ? entry?.screen : undefined}>
        {!open ? null : options.mode === 'embedded' ? (
          <div part="dialog" className="mkt-popup-panel mkt-popup-embedded">
            {screen}
          </div>
        ) : (
          <PopupDialog screenName={entry?.screen} titleId={titleId} hideClose={options.hideClose} onClose={() => instance.state.close('user')}>
            {screen}
          </PopupDialog>
        )}
        {dialogsWaiting ? (
          <Suspense fallback={null}>
            <LazyDialogHost />
          </Suspense>
        ) : null}
      </UiRoot>
    </TranslationProvider>
  );
}

/**
 * The modal frame of popup mode. Its accessible name is the screen's visible title
 * (`aria-labelledby`, the id screens give their title through useScreenTitleId): a screen reader
 * announces what the shopper reads, and a new name with every screen. While a screen's chunk is
 * still loading there is no title element yet: `aria-label` (which counts only while the
 * labelled-by element is missing) names it meanwhile, so the dialog is never nameless. Escape
 * closes it like the close button does, so with `hide-close` (the host has chosen a popup the
 * user cannot dismiss, SPEC §2) Escape does not close it either (SPEC §4: only if enabled).
 */
function PopupDialog({
  screenName,
  titleId,
  hideClose,
  onClose,
  children,
}: {
  screenName?: ScreenName;
  titleId?: string;
  hideClose: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      labelledBy={titleId}
      label={screenName ? dialogNameWhileLoading(screenName, t) : undefined}
      closable={!hideClose}
      closeOnEscape={!hideClose}
      showCancel={false}
      showConfirm={false}
      onClose={onClose}
    >
      <div className="mkt-popup-panel">{children}</div>
    </Dialog>
  );
}

/**
 * One screen's frame. After a navigation, focus moves into the new screen (its first control, else
 * the frame) unless the screen placed it itself: the control that led here has gone with the old
 * screen, and focus left on the page's <body> would escape the modal popup (keyboard users would
 * Tab through the page behind it). Focus elsewhere on the page (embedded mode) is left alone.
 * A screen whose chunk is still loading gets the frame first, then its first control.
 */
function ScreenFrame({ focusOnMount, Screen, screen, state }: { focusOnMount: boolean; Screen: ComponentType; screen: ScreenName; state: PopupState }) {
  const frame = useRef<HTMLDivElement>(null);
  const moveFocusIn = useCallback(() => {
    if (focusOnMount && frame.current) recoverFocus(frame.current, { alsoFromOwnRoot: true });
  }, [focusOnMount]);
  useEffect(moveFocusIn, [moveFocusIn]);
  return (
    // A screen change fades in (SPEC §2); the opening's screen shows at once (popup.css.ts).
    <div ref={frame} part="screen" className={focusOnMount ? 'mkt-screen-frame mkt-fade' : 'mkt-screen-frame'} tabIndex={-1}>
      <ScreenErrorBoundary screen={screen} state={state}>
        <Suspense fallback={<Loading visible />}>
          <Screen />
          <OnMount run={moveFocusIn} />
        </Suspense>
      </ScreenErrorBoundary>
    </div>
  );
}

/** Runs `run` once the siblings inside the same Suspense boundary are on screen. */
function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * A screen that fails to render (an answer the code did not expect, a bug) shows a small view
 * with Back and Close instead of blanking the popup, and is reported to monitoring.
 * The popup stays usable; the next screen or opening renders afresh (a new frame per entry).
 */
class ScreenErrorBoundary extends Component<{ screen: ScreenName; state: PopupState; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    void import('../storefront/monitor.ts').then((m) => m.reportLoginDiagnostic('screen-render-failed', { screen: this.props.screen, message }));
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <ScreenFailed state={this.props.state} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
