/**
 * The Login screen (SPEC §2): tabs Password and OTP (the last used one remembered), a link to
 * QR login whose hint shows after 1 s for 3 s, the 'Or, login with' third-party section and the
 * link to sign-up. The password flow itself is in PasswordLoginForm and features/password/password-login.ts.
 */
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { lazyScreen } from '../../kit/lazy-screen.ts';
import { QR_HINT_SHOW_DELAY_MS, QR_HINT_VISIBLE_MS, TOOLTIP_MOUSE_LEAVE_DELAY_MS } from '../../config/constants.ts';
import { Tabs } from '../../ui/Tabs/Tabs.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopup, useScreenTitleId } from '../../kit/popup-context.tsx';
import { usePopupActions } from '../../kit/use-popup-actions.ts';
import { SignInAlternatives } from '../../kit/sign-in-alternatives.ts';
import { PasskeyButton, PasswordLoginForm, loadOtpLoginForm, passkeysSupported, type PasswordLoginValues } from '../features.ts';
import { initialLoginTab, isLoginTab, rememberLoginTab, type LoginTab } from './login-tab-memory.ts';
import { lastUsedMethod } from '../../flows/last-used.ts';
import { LastUsedBadge } from '../../ui/Badge/LastUsedBadge.tsx';
import { useTimedHint } from './use-timed-hint.ts';
import { Loading } from '../../ui/Loading/Loading.tsx';
import { preloadOnActivity, preloadOnIntent, preloadScreenChunk } from '../../kit/screen-preload.ts';
import { takeLoginPrepaint } from '../prepaint/handoff.ts';
import { useScreenDraft } from '../../kit/use-screen-draft.ts';
import { isScanningDevice } from '../../storefront/scanning-device.ts';

// The OTP tab and its flows load when the tab is first shown (the first open shows the Password tab).
export const OtpLoginForm = lazyScreen(loadOtpLoginForm);

export function Login() {
  const { t } = useTranslation();
  const { entry, instance } = usePopup();
  const actions = usePopupActions();
  const titleId = useScreenTitleId();
  // An explicit `tab` param (e.g. the QR screen's switch to password login) wins over the memory.
  const [tab, setTab] = useState<LoginTab>(() => (isLoginTab(entry.params.tab) ? entry.params.tab : initialLoginTab()));
  // The method used last on this device carries "Last used" (Login always offers more than one).
  const [lastUsed] = useState(lastUsedMethod);
  const badge = (method: string) => (lastUsed === method ? <LastUsedBadge /> : null);
  // On a cold first open the shopper may have typed into the pre-painted copy already.
  const [prepaint] = useState(() => takeLoginPrepaint(instance.host));
  // The login name is kept while another screen is stacked on top; the password is not.
  const [loginName, keepLoginName] = useScreenDraft('loginName', '');
  const [values, setTypedValues] = useState<PasswordLoginValues>(() => prepaint?.values ?? { loginName, password: '' });
  const setValues = (next: PasswordLoginValues) => {
    setTypedValues(next);
    keepLoginName(next.loginName);
  };
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!prepaint || !section.current) return;
    const typed = prepaint.adopt(section.current);
    // Typed while React rendered: Login renders again with it before the frame is drawn.
    if (JSON.stringify(typed) !== JSON.stringify(prepaint.values)) setTypedValues(typed);
    keepLoginName(typed.loginName);
  }, [prepaint, keepLoginName]);
  useEffect(() => {
    if (!prepaint || !section.current) return;
    // What the shopper did on the copy is activity here too: Login's needs (the api client, the
    // passkey autofill request) load as they would have on React's screen.
    if (prepaint.active) preloadScreenChunk('login');
    prepaint.replay(section.current);
  }, [prepaint]);
  // A phone is the device that would scan: it gets no QR entry and no hint about one.
  const [offerQr] = useState(() => !isScanningDevice());
  const [hintShown, dismissHint] = useTimedQrHint(actions.signal);
  const [hintHovered, hintHover] = useHoverHint(dismissHint);
  const hintId = useId();
  const qrAnchor = useRef<HTMLSpanElement>(null);
  const hint = useRef<HTMLSpanElement>(null);
  useQrHintPlacement(hintShown || hintHovered, hint, qrAnchor);

  const selectTab = (id: string) => {
    if (!isLoginTab(id)) return;
    setTab(id);
    rememberLoginTab(id);
  };

  return (
    <section ref={section} part="login-screen" className="mkt-screen mkt-login" aria-labelledby={titleId} {...preloadOnActivity('login')}>
      <div className="mkt-login__header">
        <h2 id={titleId} part="login-title" className="mkt-screen__title">
          {t.loginTitle}
        </h2>
        {/* The hint hangs above the dialog, so it never covers the title, the tabs or the
            close button, and never takes a click meant for them. The dialog may focus this button on
            opening, so only hover and the timer show it; it is the button's description for
            keyboard and screen-reader users. */}
        {offerQr && (<span ref={qrAnchor} part="popover-anchor" className="mkt-popover-anchor" {...hintHover}>
          <button
            type="button"
            part="login-qr-link"
            className="mkt-login__qr"
            aria-label={lastUsed === 'qr' ? `${t.qrLoginLink}, ${t.lastUsed}` : t.qrLoginLink}
            aria-describedby={hintId}
            {...preloadOnIntent('qrcode')}
            onClick={() => actions.go('login', 'show-qr')}
          >
            <Icon name="qr" />
            {badge('qr')}
          </button>
          <span ref={hint} id={hintId} part="tooltip" role="tooltip" className="mkt-popover mkt-tooltip" popover="manual" hidden={!(hintShown || hintHovered)}>
            {t.qrLoginHint}
          </span>
        </span>)}
      </div>
      <Tabs
        label={t.loginTitle}
        value={tab}
        onChange={selectTab}
        tabs={[
          {
            id: 'password',
            label: (
              <>
                {t.loginTabPassword}
                {badge('password')}
              </>
            ),
            content: <PasswordLoginForm values={values} onValuesChange={setValues} />,
          },
          { id: 'otp', label: (
              <>
                {t.loginTabOtp}
                {badge('otp')}
              </>
            ), content: (
              <Suspense fallback={<Loading visible />}>
                <OtpLoginForm />
              </Suspense>
            ) },
        ]}
      />
      {/* 'Or, login with', the passkey button where WebAuthn exists and the provider
          buttons (their title included) come from ThirdPartyButtons. */}
      <div part="login-third-party" className="mkt-login__third-party">
        <SignInAlternatives scene="login" leading={passkeysSupported() ? <PasskeyButton /> : undefined} />
      </div>
      <p part="login-signup" className="mkt-login__signup">
        {t.noAccount}{' '}
        <button type="button" part="login-signup-link" className="mkt-login__link" {...preloadOnIntent('registry')} onClick={() => actions.go('login', 'sign-up')}>
          {t.signUpLink}
        </button>
      </p>
    </section>
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
