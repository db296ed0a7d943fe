/**
 * The Login screen (SPEC §2): tabs Password and OTP (the last used one remembered), the title
 * row's entries of the features (QR login), the 'Or, login with' third-party section and the
 * link to sign-up. The password flow itself is in PasswordLoginForm and features/password/password-login.ts.
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { lazyScreen } from '../../kit/lazy-screen.ts';
import { Tabs } from '../../ui/Tabs/Tabs.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopup, useScreenTitleId } from '../../kit/popup-context.tsx';
import { usePopupActions } from '../../kit/use-popup-actions.ts';
import { SignInAlternatives } from '../../kit/sign-in-alternatives.ts';
import { LOGIN_HEADER_ENTRIES, LOGIN_LEADING_ALTERNATIVES, PasswordLoginForm, loadOtpLoginForm, type PasswordLoginValues } from '../features.ts';
import { initialLoginTab, isLoginTab, rememberLoginTab, type LoginTab } from './login-tab-memory.ts';
import { lastUsedMethod } from '../../flows/last-used.ts';
import { LastUsedBadge } from '../../ui/Badge/LastUsedBadge.tsx';
import { Loading } from '../../ui/Loading/Loading.tsx';
import { preloadOnActivity, preloadOnIntent } from '../../kit/screen-preload.ts';
import { takeLoginPrepaint } from '../prepaint/handoff.ts';
import { useScreenDraft } from '../../kit/use-screen-draft.ts';

// The OTP tab and its flows load when the tab is first shown (the first open shows the Password tab).
export const OtpLoginForm = lazyScreen(loadOtpLoginForm);

const sameValues = (a: PasswordLoginValues, b: PasswordLoginValues) => a.loginName === b.loginName && a.password === b.password;

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
  // On a first open the shopper may have typed into the pre-painted copy already. Login renders in
  // the shopper's pause (popup-host-element.ts), so what the copy holds as it renders is usually
  // all that was typed, and its commit takes the copy over without rendering again.
  const [prepaint] = useState(() => takeLoginPrepaint(instance.host));
  const [painted] = useState(() => prepaint?.read());
  // The login name is kept while another screen is stacked on top; the password is not.
  const [loginName, keepLoginName] = useScreenDraft('loginName', () => painted?.loginName ?? '');
  const [values, setTypedValues] = useState<PasswordLoginValues>(() => ({ loginName, password: painted?.password ?? '' }));
  const setValues = (next: PasswordLoginValues) => {
    setTypedValues(next);
    keepLoginName(next.loginName);
  };
  const section = useRef<HTMLElement>(null);
  // What the copy held when Login took it over: a press or submit made on the copy is replayed
  // once Login has rendered with it.
  const adopted = useRef<PasswordLoginValues>(undefined);
  useLayoutEffect(() => {
    if (!prepaint || !section.current) return;
    // In the commit that puts Login in the page, so that the copy and Login never show together.
    const typed = prepaint.adopt(section.current);
    adopted.current = typed;
    // Typed while Login rendered: Login renders again with it before the frame is drawn (at 4x
    // CPU that render adds about 40 ms to the commit, so it is not done when nothing changed).
    if (!painted || !sameValues(typed, painted)) {
      setTypedValues(typed);
      keepLoginName(typed.loginName);
    }
  }, [prepaint, painted, keepLoginName]);
  useEffect(() => {
    // Only once Login has rendered with what was typed: the replayed submit reads these values.
    const typed = adopted.current;
    if (!prepaint || !section.current || !typed || !sameValues(typed, values)) return;
    adopted.current = undefined;
    prepaint.replay(section.current);
  }, [prepaint, values]);

  const selectTab = (id: string) => {
    if (!isLoginTab(id)) return;
    setTab(id);
    rememberLoginTab(id);
  };

  // Every key re-renders Login (the typed values live here, so that they survive a switch of
  // tabs): the parts that do not show them keep their elements, and React skips them on a key.
  // At 4x CPU a key's render is what the next key waits for.
  const header = useMemo(
    () => (
      <div className="mkt-login__header">
        <h2 id={titleId} part="login-title" className="mkt-screen__title">
          {t.loginTitle}
        </h2>
        {LOGIN_HEADER_ENTRIES.map((Entry, index) => (
          <Entry key={index} />
        ))}
      </div>
    ),
    [t, titleId],
  );
  const otherWaysIn = useMemo(
    () => (
      <>
        {/* 'Or, login with', the passkey button where WebAuthn exists and the provider
            buttons (their title included) come from ThirdPartyButtons. */}
        <div part="login-third-party" className="mkt-login__third-party">
          <SignInAlternatives
            scene="login"
            leading={LOGIN_LEADING_ALTERNATIVES.length ? LOGIN_LEADING_ALTERNATIVES.map((Leading, index) => <Leading key={index} />) : undefined}
          />
        </div>
        <p part="login-signup" className="mkt-login__signup">
          {t.noAccount}{' '}
          <button type="button" part="login-signup-link" className="mkt-login__link" {...preloadOnIntent('registry')} onClick={() => actions.go('login', 'sign-up')}>
            {t.signUpLink}
          </button>
        </p>
      </>
    ),
    [t, actions],
  );

  return (
    <section ref={section} part="login-screen" className="mkt-screen mkt-login" aria-labelledby={titleId} {...preloadOnActivity('login')}>
      {header}
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
          {
            id: 'otp',
            label: (
              <>
                {t.loginTabOtp}
                {badge('otp')}
              </>
            ),
            content: (
              <Suspense fallback={<Loading visible />}>
                <OtpLoginForm />
              </Suspense>
            ),
          },
        ]}
      />
      {otherWaysIn}
    </section>
  );
}
