/**
 * Login's QR entry (SPEC §2): the QR button in the title row and its hint, which shows after 1 s
 * for 3 s (SPEC §9), and while the pointer is on the button. A phone is the device that would
 * scan: it gets no entry and no hint.
 * The hint hangs above the dialog, so it never covers the title, the tabs or the
 * close button, and never takes a click meant for them. The dialog may focus this button on
 * opening, so only hover and the timer show it; it is the button's description for
 * keyboard and screen-reader users.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { QR_HINT_SHOW_DELAY_MS, QR_HINT_VISIBLE_MS, TOOLTIP_MOUSE_LEAVE_DELAY_MS } from '../../config/constants.ts';
import { lastUsedMethod } from '../../flows/last-used.ts';
import { usePopupActions } from '../../kit/use-popup-actions.ts';
import { preloadOnIntent } from '../../kit/screen-preload.ts';
import { useTimedHint } from '../../kit/use-timed-hint.ts';
import { isScanningDevice } from '../../storefront/scanning-device.ts';
import { LastUsedBadge } from '../../ui/Badge/LastUsedBadge.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';

export function QrLoginEntry() {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const [offerQr] = useState(() => !isScanningDevice());
  const [lastUsed] = useState(() => lastUsedMethod() === 'qr');
  const [hintShown, dismissHint] = useTimedQrHint(actions.signal);
  const [hintHovered, hintHover] = useHoverHint(dismissHint);
  const hintId = useId();
  const qrAnchor = useRef<HTMLSpanElement>(null);
  const hint = useRef<HTMLSpanElement>(null);
  useQrHintPlacement(hintShown || hintHovered, hint, qrAnchor);
  if (!offerQr) return null;
  return (
    <span ref={qrAnchor} part="popover-anchor" className="mkt-popover-anchor" {...hintHover}>
      <button
        type="button"
        part="login-qr-link"
        className="mkt-login__qr"
        aria-label={lastUsed ? `${t.qrLoginLink}, ${t.lastUsed}` : t.qrLoginLink}
        aria-describedby={hintId}
        {...preloadOnIntent('qrcode')}
        onClick={() => actions.go('login', 'show-qr')}
      >
        <Icon name="qr" />
        {lastUsed ? <LastUsedBadge /> : null}
      </button>
      <span ref={hint} id={hintId} part="tooltip" role="tooltip" className="mkt-popover mkt-tooltip" popover="manual" hidden={!(hintShown || hintHovered)}>
        {t.qrLoginHint}
      </span>
    </span>
  );
}

/** Places the QR hint while it is open (qr-hint-placement.ts, its own chunk). */
function useQrHintPlacement(open: boolean, hint: RefObject<HTMLSpanElement | null>, anchor: RefObject<HTMLSpanElement | null>) {
  useEffect(() => {
    if (!open) return;
    let release: (() => void) | undefined;
    let live = true;
    void import('./qr-hint-placement.ts').then(({ holdQrHint }) => {
      if (live && hint.current && anchor.current) release = holdQrHint(hint.current, anchor.current);
    });
    return () => {
      live = false;
      release?.();
    };
  }, [open, hint, anchor]);
}

/** SPEC §2/§9: the QR option hint appears after 1 s and hides 3 s later. */
function useTimedQrHint(signal: AbortSignal) {
  return useTimedHint(QR_HINT_SHOW_DELAY_MS, QR_HINT_VISIBLE_MS, signal);
}

/**
 * The hint also shows while the pointer is on the QR button, and stays TOOLTIP_MOUSE_LEAVE_DELAY_MS
 * after it leaves, so the pointer can reach the hint (WCAG 1.4.13); leaving ends the timed hint.
 */
function useHoverHint(dismissHint: () => void) {
  const [hovered, setHovered] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  const handlers = {
    onMouseEnter: () => {
      clearTimeout(leaveTimer.current);
      setHovered(true);
    },
    onMouseLeave: () => {
      clearTimeout(leaveTimer.current);
      leaveTimer.current = setTimeout(() => {
        setHovered(false);
        dismissHint();
      }, TOOLTIP_MOUSE_LEAVE_DELAY_MS);
    },
  };
  return [hovered, handlers] as const;
}
