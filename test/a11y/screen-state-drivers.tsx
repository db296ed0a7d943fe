/**
 * What the screen-state tables of the a11y checks share (test/a11y/screen-states.tsx, and each
 * feature's in test/features/<f>/screen-states.tsx): the case shape, and the helpers that render
 * a screen with a typed fake api and wait until a state can be seen, so a case that no longer
 * reaches its state fails instead of checking the wrong thing.
 */
import { waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { ApiError, type ApiClient } from '../../src/api/index.ts';
import { clearChannelLists } from '../../src/stores/channels.ts';
import { $toast, hideToast } from '../../src/stores/toast.ts';
import type { ScreenName } from '../../src/stores/popup.ts';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';
import { makePublicKeyPem } from '../helpers/rsa-key.ts';

export type StateName =
  | 'initial'
  | 'field error'
  | 'server error'
  | 'busy'
  | 'success view'
  | 'countdown running'
  | 'resend available'
  | 'hint shown'
  | 'other tab'
  | 'second step'
  | 'alert dialog';

export interface ScreenStateCase {
  /** The screen (or screen part) as a user would name it. */
  name: string;
  screen: ScreenName;
  state: StateName;
  reach(lang: string): Promise<ScreenHarness>;
}

/** A promise that never settles: the call stays in flight, the screen stays busy. */
export const pending = <T,>() => new Promise<T>(() => undefined);
/** A failed call whose message the screen shows in the user's language (SPEC §8 'Network error'). */
export const offline = () => Promise.reject(new ApiError('offline', 'Failed to fetch'));


const SG_CHANNELS = async () => ({
  channels: [
    { deliveryType: 'SMS', text: 'Send code via SMS' },
    { deliveryType: 'WHATSAPP', text: 'Send code via WhatsApp' },
    { deliveryType: 'VOICE', text: 'Send code via voice call' },
  ],
});
const PROVIDERS = async () => ['GOOGLE', 'FACEBOOK'];
/** A real RSA public key (WebCrypto), so the password screens encrypt exactly as on a page: made once. */
let publicKey: Promise<string> | undefined;
export function publicKeyPem(): Promise<string> {
  publicKey ??= makePublicKeyPem();
  return publicKey;
}

/** Sets a React-controlled field the way typing does (native setter + input event). */
export async function fill(input: HTMLInputElement, text: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await actAsync(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const press = (element: HTMLElement | null | undefined) =>
  actAsync(() => {
    if (!element) throw new Error('nothing to press');
    element.click();
  });

export const seen = (popup: ScreenHarness, selector: string, what = selector) => waitUntil(() => popup.$(selector), `not reached: ${what}`, { timeout: 4000 });
export const text = (popup: ScreenHarness, selector: string, what: string) =>
  waitUntil(() => (popup.$(selector)?.textContent ?? '') !== '', `not reached: ${what}`, { timeout: 4000 });
export const toastShown = () => waitUntil(() => $toast.get() !== null && $toast.get() !== undefined, 'no error toast', { timeout: 4000 });


export function render(screen: ScreenName, lang: string, api: Partial<ApiClient> = {}, params?: Record<string, unknown>) {
  clearChannelLists();
  hideToast();
  return renderScreen(screen, { lang, params, api: { checkSmsChannel: SG_CHANNELS, webSiteIdSupport3rd: PROVIDERS, ...api } });
}


/** Renders with fake timers and lets `ms` pass at once (countdowns, timed hints), then real time again. */
export async function after(ms: number, start: () => Promise<ScreenHarness>): Promise<ScreenHarness> {
  const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    const popup = await start();
    await actAsync(() => clock.tickAsync(ms));
    return popup;
  } finally {
    clock.restore();
  }
}
