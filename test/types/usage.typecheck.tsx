/**
 * Compile-time proof of the public types (run by `tsc --noEmit`, never executed): tag names map
 * to their classes, every `mkt-*` event has its detail type on the DOM's event maps, and React 19
 * JSX accepts the tags with their attributes. Each `@ts-expect-error` must stay an error: if one
 * stops failing, tsc reports the unused directive and the type-check fails.
 */
import type {} from '../../elements/jsx.ts';
import type { MktHeaderAccount } from '../../elements/mkt-header-account.ts';
import type { MktLoginPopup } from '../../elements/mkt-login-popup.ts';
import type { MktQrLogin } from '../../elements/mkt-qr-login.ts';
import type { MktRestoreAccount } from '../../elements/mkt-restore-account.ts';
import type { MktToast } from '../../elements/mkt-toast.ts';
import type { CloseDetail, LogoutDetail, LoginSuccessDetail, MktEventMap, NextStepDetail, ScreenChangeDetail, ScreenName, SecurityChangeDetail, SecurityChangeKind } from '../../src/index.ts';

/** Compiles only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(): T | undefined {
  return undefined;
}

// --- Tag names -> classes -------------------------------------------------------------------
const popup = document.createElement('mkt-login-popup');
expectType<Equal<typeof popup, MktLoginPopup>>();
void popup.open('registry');
popup.close();
// @ts-expect-error -- 'checkout' is not a screen of the popup
void popup.open('checkout');

export const toastElement = document.querySelector('mkt-toast');
expectType<Equal<typeof toastElement, MktToast | null>>();
expectType<Equal<typeof toastElement extends null ? never : NonNullable<typeof toastElement>['isRenderer'], boolean>>();
export const header = document.createElement('mkt-header-account');
expectType<Equal<typeof header, MktHeaderAccount>>();
expectType<Equal<HTMLElementTagNameMap['mkt-qr-login'], MktQrLogin>>();
expectType<Equal<HTMLElementTagNameMap['mkt-restore-account'], MktRestoreAccount>>();
export const popups = document.querySelectorAll('mkt-login-popup');
expectType<Equal<typeof popups, NodeListOf<MktLoginPopup>>>();

// --- Events on the DOM's event maps -----------------------------------------------------------
expectType<Equal<HTMLElementEventMap['mkt-login-success']['detail'], LoginSuccessDetail>>();
expectType<Equal<GlobalEventHandlersEventMap['mkt-next-step']['detail'], NextStepDetail>>();
expectType<Equal<HTMLElementEventMap['mkt-close']['detail'], CloseDetail>>();
expectType<Equal<GlobalEventHandlersEventMap['mkt-screen-change']['detail'], ScreenChangeDetail>>();
expectType<Equal<keyof MktEventMap, 'mkt-login-success' | 'mkt-next-step' | 'mkt-close' | 'mkt-screen-change' | 'mkt-logout' | 'mkt-security-change'>>();
expectType<Equal<HTMLElementEventMap['mkt-logout']['detail'], LogoutDetail>>();
expectType<Equal<HTMLElementEventMap['mkt-security-change']['detail'], SecurityChangeDetail>>();
expectType<Equal<SecurityChangeKind, 'passkey-added' | 'passkey-renamed' | 'passkey-removed' | 'password-changed' | 'provider-linked' | 'provider-unlinked' | 'sessions-ended'>>();

popup.addEventListener('mkt-login-success', (event) => {
  const isNewUser: boolean = event.detail.isNewUser;
  const name: string | undefined = event.detail.result.user?.name;
  void isNewUser;
  void name;
  // @ts-expect-error -- the detail carries no session id (no secret reaches a DOM event)
  void event.detail.result.sessionId;
});
document.addEventListener('mkt-next-step', (event) => {
  event.preventDefault();
  const action: string = event.detail.action;
  void action;
});
document.body.addEventListener('mkt-close', (event) => {
  const reason: 'user' | 'success' | 'elsewhere' = event.detail.reason;
  void reason;
  // @ts-expect-error -- mkt-close has a reason, not a screen
  void event.detail.screen;
});
window.addEventListener('mkt-screen-change', (event) => {
  const screen: ScreenName = event.detail.screen;
  void screen;
});

// --- React 19 JSX -------------------------------------------------------------------------------
export function HostPage() {
  return (
    <>
      <mkt-header-account region="TH" lang="th" env="sandbox" />
      <mkt-login-popup
        lang="th"
        region="th"
        env="production"
        screen="qrcode"
        mode="embedded"
        hide-close
        redirect="/user/account"
        ref={(element) => {
          void element?.prefetch();
        }}
        onmkt-login-success={(event) => console.log(event.detail.loginType, event.detail.result.userId)}
        onmkt-next-step={(event) => event.detail.url && event.preventDefault()}
        onmkt-close={(event) => console.log(event.detail.reason)}
        onmkt-screen-change={(event) => console.log(event.detail.screen)}
      />
      <mkt-qr-login region="SG" lang="en-SG" onmkt-login-success={(event) => console.log(event.detail.isNewUser)} />
      <mkt-restore-account token="restore-token" lang="in" onmkt-close={(event) => console.log(event.detail.reason)} />
      <mkt-toast className="page-toast" />

      {/* @ts-expect-error -- mode is 'popup' or 'embedded' */}
      <mkt-login-popup mode="modal" />
      {/* @ts-expect-error -- not a language of the package */}
      <mkt-login-popup lang="fr" />
      {/* @ts-expect-error -- not a region */}
      <mkt-header-account region="US" />
      {/* @ts-expect-error -- not a screen */}
      <mkt-login-popup screen="checkout" />
      {/* @ts-expect-error -- the success detail has no token */}
      <mkt-login-popup onmkt-login-success={(event) => console.log(event.detail.token)} />
      {/* @ts-expect-error -- mkt-toast takes no token */}
      <mkt-toast token="x" />
      {/* @ts-expect-error -- unknown property on a tag */}
      <mkt-qr-login autoStart />
      {/* @ts-expect-error -- the ref is the element's class, which has no such method */}
      <mkt-login-popup ref={(element) => void element?.submit()} />
    </>
  );
}
