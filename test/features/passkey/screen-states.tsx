/**
 * The passkey feature's screen states for the a11y checks (test/a11y/screen-states.tsx gathers
 * every feature's through test/features/feature-states.ts).
 */
import { offline, pending, press, render, seen, toastShown, type ScreenStateCase } from '../../a11y/screen-state-drivers.tsx';

export const PASSKEY_STATES: readonly ScreenStateCase[] = [
  // Passkeys (issue 18): the Login button while the browser's prompt is up, and the offer.
  { name: 'Login (passkey prompt up)', screen: 'login', state: 'busy', reach: async (lang) => {
    const p = await render('login', lang, { passkeyLoginOptions: pending }, { tab: 'password' });
    await seen(p, '[part~="passkey-login"]', 'passkey button');
    await press(p.$('[part~="passkey-login"]'));
    await seen(p, '[part~="passkey-login"][aria-busy="true"]', 'busy passkey button');
    return p;
  } },
  { name: 'PasskeyOffer', screen: 'passkey-offer', state: 'initial', reach: async (lang) => {
    const p = await render('passkey-offer', lang, {}, { userId: '1' });
    await seen(p, '[part~="passkey-create"]', 'offer');
    return p;
  } },
  { name: 'PasskeyOffer', screen: 'passkey-offer', state: 'busy', reach: async (lang) => {
    const p = await render('passkey-offer', lang, { passkeyRegisterOptions: pending }, { userId: '1' });
    await seen(p, '[part~="passkey-create"]', 'offer');
    await press(p.$('[part~="passkey-create"]'));
    await seen(p, '[part~="passkey-create"][aria-busy="true"]', 'busy create button');
    return p;
  } },
  { name: 'PasskeyOffer', screen: 'passkey-offer', state: 'server error', reach: async (lang) => {
    const p = await render('passkey-offer', lang, { passkeyRegisterOptions: offline }, { userId: '1' });
    await seen(p, '[part~="passkey-create"]', 'offer');
    await press(p.$('[part~="passkey-create"]'));
    await toastShown();
    return p;
  } },
];
