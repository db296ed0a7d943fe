// A consumer of the published package (NodeNext resolution, no React types, full lib check):
// compiled by test/node/types.test.mjs against dist/types through package.json "exports".
import { configure, toast, type LoginSuccessEvent } from '@mkt/member-elements';
import { MktLoginPopup } from '@mkt/member-elements/mkt-login-popup.js';
import type { MktQrLogin } from '@mkt/member-elements/mkt-qr-login.js';
import type { MktToast } from '@mkt/member-elements/mkt-toast.js';
import type { MktHeaderAccount } from '@mkt/member-elements/mkt-header-account.js';
import type { MktRestoreAccount } from '@mkt/member-elements/mkt-restore-account.js';
import '@mkt/member-elements/define.js';
import '@mkt/member-elements/iife';
// The bundler entries carry the same declarations.
import { configure as configureForBundlers, REGION_CODES } from '@mkt/member-elements/bundler/configure.js';
import { MktLoginPopup as BundledPopup } from '@mkt/member-elements/bundler/mkt-login-popup.js';
import '@mkt/member-elements/bundler/define.js';

configure({ env: 'sandbox', region: 'TH' });
toast('Hello');

export const popup: MktLoginPopup = document.createElement('mkt-login-popup');
export const qr: MktQrLogin | null = document.querySelector('mkt-qr-login');
export const toastElement: MktToast | null = document.querySelector('mkt-toast');
export const header: MktHeaderAccount = document.createElement('mkt-header-account');
export const restore: MktRestoreAccount = document.createElement('mkt-restore-account');
export const isClass: boolean = popup instanceof MktLoginPopup;
export const bundledClass: typeof MktLoginPopup = BundledPopup;
export const regions: readonly string[] = REGION_CODES;
configureForBundlers({ env: 'production' });
// @ts-expect-error -- the bundler entry's configure() is typed too
configureForBundlers({ env: 'staging' });
export const global = window.MktMemberElements.configure;

document.addEventListener('mkt-login-success', (event: LoginSuccessEvent) => console.log(event.detail.isNewUser));

// The declarations are real types, not `any`:
// @ts-expect-error -- no such region
configure({ region: 'XX' });
// @ts-expect-error -- no such screen
void popup.open('checkout');
// @ts-expect-error -- the close detail has a reason only
document.addEventListener('mkt-close', (event) => event.detail.screen);
