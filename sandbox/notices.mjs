// Security notices: after every change of a way in (a passkey added or removed, the password
// changed, set or reset, a provider linked or unlinked, the other devices signed out) the account
// hears of it, by SMS to its phone, else by e-mail, naming the device and the time. A change the
// shopper did not make does not go unnoticed. The sandbox writes them to its outbox (type
// SECURITY_NOTICE, no code); docs/wire-protocol.md says what a real backend sends.
import { deviceLabelOf } from './devices.mjs';

/** @typedef {'passkey-added' | 'passkey-removed' | 'password-changed' | 'password-set' | 'password-reset' | 'provider-linked' | 'provider-unlinked' | 'sessions-ended'} NoticeKind */

/** @type {Record<NoticeKind, (provider: string) => string>} */
const WHAT = {
  'passkey-added': () => 'A passkey was added to your Marketplace account',
  'passkey-removed': () => 'A passkey was removed from your Marketplace account',
  'password-changed': () => 'Your Marketplace password was changed',
  'password-set': () => 'A password was set for your Marketplace account',
  'password-reset': () => 'Your Marketplace password was reset',
  'provider-linked': (provider) => `${provider} sign-in was linked to your Marketplace account`,
  'provider-unlinked': (provider) => `${provider} sign-in was unlinked from your Marketplace account`,
  'sessions-ended': () => 'Your other devices were signed out of your Marketplace account',
};

const PROVIDER_NAMES = /** @type {Record<string, string>} */ ({ GOOGLE: 'Google', FACEBOOK: 'Facebook' });

/**
 * Writes the notice of `change` for `account`, made from the request's browser.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {NoticeKind} change
 * @param {{ provider?: string }} [detail]
 */
export function sendSecurityNotice(ctx, account, change, { provider = '' } = {}) {
  const to = account.phone ? `${account.phonePrefixCode}${account.phone}` : account.email;
  if (!to) return;
  const device = deviceLabelOf(ctx.req.headers['user-agent']) ?? 'an unknown device';
  const at = new Date(ctx.state.now()).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const text = `${WHAT[change](PROVIDER_NAMES[provider] ?? provider)} from ${device} at ${at}. Not you? Change your password and sign out of your other devices.`;
  ctx.state.deliver({ to, channel: account.phone ? 'SMS' : 'EMAIL', type: 'SECURITY_NOTICE', code: '', text, change, device });
}
