/**
 * React 19 JSX types for the package's tags (`@mkt/member-elements/jsx`, types only):
 *
 *   import type {} from '@mkt/member-elements/jsx';
 *   <mkt-login-popup lang="th" region="TH" onmkt-login-success={(e) => e.detail.result} />
 *
 * React 19 sets known properties and listens to custom events on custom elements: a prop named
 * `on<event-name>` adds a listener for exactly `<event-name>`, hence `onmkt-login-success`.
 * A separate entry so that pages without React never need React's types.
 *
 * Every attribute of custom-elements.json (the JSDoc `@attr` tags of elements/mkt-*.ts) is a prop
 * here with the values it lists: the React consumer app of `npm test` generates a use of each
 * attribute with each value from the packed manifest and type-checks it against these types, with
 * a check that each element's own props are exactly its documented attributes.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Environment, RegionCode } from '../src/config/regions.ts';
import type { Language } from '../src/i18n/languages.ts';
import type { PublicScreenName as ScreenName } from '../src/stores/popup.ts';
import type { CloseEvent } from '../src/events/close.ts';
import type { LoginSuccessEvent } from '../src/events/login-success.ts';
import type { NextStepEvent } from '../src/events/next-step.ts';
import type { ScreenChangeEvent } from '../src/events/screen-change.ts';
import type { MktHeaderAccount } from './mkt-header-account.ts';
import type { MktLoginPopup } from './mkt-login-popup.ts';
import type { MktQrLogin } from './mkt-qr-login.ts';
import type { MktRestoreAccount } from './mkt-restore-account.ts';
import type { MktToast } from './mkt-toast.ts';
import type { MktAccountSecurity } from './mkt-account-security.ts';
import type { SecurityChangeEvent } from '../src/events/security-change.ts';
import type { LogoutEvent } from '../src/events/logout.ts';

/** Region codes in either case, as the elements accept them. */
export type RegionAttribute = RegionCode | Lowercase<RegionCode>;
/** A supported language, a regional tag of one (`en-SG`), or `in` (old code for Indonesian). */
export type LanguageAttribute = Language | `${Language}-${string}` | 'in';

/** Base props React gives every intrinsic element (children, class, style, ref, key ...). */
type ElementProps<E extends HTMLElement> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, 'lang'>;

/** region, lang, env, redirect: every screen-showing element reads them. */
interface LocaleProps {
  region?: RegionAttribute;
  lang?: LanguageAttribute;
  env?: Environment;
  redirect?: string;
}

/** The DOM events (React 19 listens to `on<name>` exactly as written). */
interface LoginEventProps {
  'onmkt-login-success'?: (event: LoginSuccessEvent) => void;
  'onmkt-next-step'?: (event: NextStepEvent) => void;
  'onmkt-close'?: (event: CloseEvent) => void;
  'onmkt-screen-change'?: (event: ScreenChangeEvent) => void;
}

export interface MktHeaderAccountProps extends ElementProps<MktHeaderAccount> {
  region?: RegionAttribute;
  lang?: LanguageAttribute;
  env?: Environment;
  prefetch?: 'interaction' | 'idle';
}

export interface MktLoginPopupProps extends ElementProps<MktLoginPopup>, LocaleProps, LoginEventProps {
  screen?: ScreenName;
  'hide-close'?: boolean | '';
  mode?: 'popup' | 'embedded';
  onResponse?: (response: unknown) => void;
}

export interface MktQrLoginProps extends ElementProps<MktQrLogin>, LocaleProps, LoginEventProps {
  onResponse?: (response: unknown) => void;
}

export interface MktRestoreAccountProps
  extends ElementProps<MktRestoreAccount>,
    LocaleProps,
    Pick<LoginEventProps, 'onmkt-login-success' | 'onmkt-next-step' | 'onmkt-close'> {
  token?: string;
}

export type MktToastProps = ElementProps<MktToast>;

export interface MktAccountSecurityProps extends ElementProps<MktAccountSecurity> {
  region?: RegionAttribute;
  lang?: LanguageAttribute;
  env?: Environment;
  'onmkt-security-change'?: (event: SecurityChangeEvent) => void;
  'onmkt-logout'?: (event: LogoutEvent) => void;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'mkt-header-account': MktHeaderAccountProps;
      'mkt-login-popup': MktLoginPopupProps;
      'mkt-qr-login': MktQrLoginProps;
      'mkt-restore-account': MktRestoreAccountProps;
      'mkt-toast': MktToastProps;
      'mkt-account-security': MktAccountSecurityProps;
    }
  }
}
