/**
 * The Login screen (SPEC §2): tabs Password and OTP (the last used one remembered), a link to
 * QR login whose hint shows after 1 s for 3 s, the 'Or, login with' third-party section and the
 * link to sign-up. The password flow itself is in PasswordLoginForm and features/password/password-login.ts.
 */
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { lazyScreen } from '../lazy-screen.ts';
import { QR_HINT_SHOW_DELAY_MS, QR_HINT_VISIBLE_MS } from '../../config/constants.ts';
import { Tabs } from '../../ui/Tabs/Tabs.tsx';
import { Tooltip } from '../../ui/Popover/Tooltip.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopup } from '../popup-context.tsx';
import { usePopupActions } from '../use-popup-actions.ts';
import { ThirdPartyButtons } from '../../features/social/ThirdParty/ThirdPartyButtons.tsx';
import { PasswordLoginForm, type PasswordLoginValues } from '../../features/password/PasswordLoginForm.tsx';
import { isLoginTab, readLoginTab, rememberLoginTab, type LoginTab } from './login-tab-memory.ts';
import { useTimedHint } from './use-timed-hint.ts';
import { Loading } from '../../ui/Loading/Loading.tsx';
import { preloadOnActivity, preloadOnIntent } from '../screen-preload.ts';
import { takeLoginPrepaint } from '../prepaint/handoff.ts';

// The OTP tab and its flows load when the tab is first shown (issue 9: first open = Password tab).
export const OtpLoginForm = lazyScreen(() => import('../../features/otp/OtpLoginForm.tsx').then((m) => m.OtpLoginForm));

export function Login() {
  const { t } = useTranslation();
  const { entry, instance } = usePopup();
  const actions = usePopupActions();
  const titleId = useId();
  // An explicit `tab` param (e.g. the QR screen's switch to password login) wins over the memory.
  const [tab, setTab] = useState<LoginTab>(() => (isLoginTab(entry.params.tab) ? entry.params.tab : readLoginTab()));
  // Issue 17: on a cold first open the shopper may have typed into the pre-painted copy already.
  const [prepaint] = useState(() => takeLoginPrepaint(instance.host));
  const [values, setValues] = useState<PasswordLoginValues>(() => prepaint?.values ?? { loginName: '', password: '' });
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (prepaint && section.current) prepaint.adopt(section.current);
  }, [prepaint]);
  useEffect(() => {
    if (prepaint && section.current) prepaint.replay(section.current);
  }, [prepaint]);
  const [hintShown, dismissHint] = useTimedQrHint(actions.signal);
  const [hintHovered, setHintHovered] = useState(false);

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
        <Tooltip
          content={t.qrLoginHint}
          open={hintShown || hintHovered}
          onOpenChange={(open) => {
            setHintHovered(open);
            if (!open) dismissHint();
          }}
          placement="bottom"
          // Hover only: the dialog may focus this link on opening, and the timed hint decides then.
          // Keyboard and screen-reader users still get the hint as the link's description.
          trigger="hover"
        >
          <button
            type="button"
            part="login-qr-link"
            className="mkt-login__link mkt-login__qr"
            {...preloadOnIntent('qrcode')}
            onClick={() => actions.go('login', 'show-qr')}
          >
            {t.qrLoginLink}
          </button>
        </Tooltip>
      </div>
      <Tabs
        label={t.loginTitle}
        value={tab}
        onChange={selectTab}
        tabs={[
          {
            id: 'password',
            label: t.loginTabPassword,
            content: <PasswordLoginForm values={values} onValuesChange={setValues} />,
          },
          { id: 'otp', label: t.loginTabOtp, content: (
              <Suspense fallback={<Loading visible />}>
                <OtpLoginForm />
              </Suspense>
            ) },
        ]}
      />
      {/* 'Or, login with' and the provider buttons (their title included) come from ThirdPartyButtons. */}
      <div part="login-third-party" className="mkt-login__third-party">
        <ThirdPartyButtons scene="login" />
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

/** SPEC §2/§9: the QR option hint appears after 1 s and hides 3 s later. */
function useTimedQrHint(signal: AbortSignal) {
  return useTimedHint(QR_HINT_SHOW_DELAY_MS, QR_HINT_VISIBLE_MS, signal);
}
