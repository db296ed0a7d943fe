/**
 * The account-security rules a shopper meets at a field or on this device: a passkey's name (the
 * length in characters as read, control and bidi characters refused, the joiners Sinhala and Urdu
 * spell with kept), and what this device forgets when a passkey is removed.
 */
import { expect } from '@open-wc/testing';
import { cleanPasskeyName, PASSKEY_NAME_MAX } from '../../../src/features/security/passkey-name.ts';
import { formatTimeLeft } from '../../../src/features/security/format.ts';
import { forgetPasskey, hasKnownPasskey, LAST_PASSKEY_KEY, rememberPasskeyId, rememberPasskeyUser } from '../../../src/flows/passkey-memory.ts';
import { LAST_LOGIN_TYPE_COOKIE, readCookie, writeCookie } from '../../../src/storefront/cookies.ts';
import { lastUsedMethod } from '../../../src/flows/last-used.ts';

describe('a passkey name', () => {
  it('is trimmed, and 1 to 64 characters counted as read (an emoji is one)', () => {
    expect(cleanPasskeyName('  My phone ')).to.equal('My phone');
    expect(cleanPasskeyName('   ')).to.equal(undefined);
    expect(cleanPasskeyName('x'.repeat(PASSKEY_NAME_MAX))).to.equal('x'.repeat(64));
    expect(cleanPasskeyName('x'.repeat(PASSKEY_NAME_MAX + 1))).to.equal(undefined);
    expect(cleanPasskeyName('📱'.repeat(64))).to.equal('📱'.repeat(64));
  });

  it('refuses control characters and bidi overrides, and keeps the zero-width joiners words need', () => {
    expect(cleanPasskeyName('My\u0007phone')).to.equal(undefined);
    expect(cleanPasskeyName('My\nphone')).to.equal(undefined);
    expect(cleanPasskeyName('evil\u202Eenohp')).to.equal(undefined);
    expect(cleanPasskeyName('a\u2066b')).to.equal(undefined);
    // Sinhala "ශ්‍රී" (with U+200D) and Urdu with a non-joiner, and a family emoji.
    expect(cleanPasskeyName('ශ්\u200Dරී ලංකා')).to.equal('ශ්\u200Dරී ලංකා');
    expect(cleanPasskeyName('می\u200Cخواہم')).to.equal('می\u200Cخواہم');
    expect(cleanPasskeyName('👨\u200D👩\u200D👧')).to.equal('👨\u200D👩\u200D👧');
  });
});

describe('removing a passkey on this device', () => {
  afterEach(() => {
    localStorage.clear();
    writeCookie(LAST_LOGIN_TYPE_COOKIE, '', { days: -1 });
  });

  it('forgets "Last used" when it was the passkey this device used last, and the account once none is left', () => {
    rememberPasskeyUser('u1');
    rememberPasskeyId('cred-1');
    writeCookie(LAST_LOGIN_TYPE_COOKIE, 'PASSKEY', { days: 1 });
    expect(lastUsedMethod()).to.equal('passkey');

    forgetPasskey('cred-1', 'u1', 1);
    expect(localStorage.getItem(LAST_PASSKEY_KEY) || undefined, 'no passkey remembered').to.equal(undefined);
    expect(readCookie(LAST_LOGIN_TYPE_COOKIE)).to.equal(undefined);
    expect(lastUsedMethod()).to.equal(undefined);
    expect(hasKnownPasskey('u1'), 'another passkey is left').to.equal(true);

    forgetPasskey('cred-2', 'u1', 0);
    expect(hasKnownPasskey('u1')).to.equal(false);
  });

  it('keeps "Last used" when another passkey, or another method, was used last', () => {
    rememberPasskeyId('cred-1');
    writeCookie(LAST_LOGIN_TYPE_COOKIE, 'PASSKEY', { days: 1 });
    forgetPasskey('cred-9', 'u1', 2);
    expect(lastUsedMethod()).to.equal('passkey');
    expect(localStorage.getItem(LAST_PASSKEY_KEY)).to.equal('cred-1');

    writeCookie(LAST_LOGIN_TYPE_COOKIE, 'PASSWORD', { days: 1 });
    forgetPasskey('cred-1', 'u1', 1);
    expect(lastUsedMethod()).to.equal('password');
  });
});

describe('the time left of a locked verification', () => {
  it('is m:ss in the language\'s own digits, rounded up, never negative', () => {
    expect(formatTimeLeft(900, 'en')).to.equal('15:00');
    expect(formatTimeLeft(845.2, 'en')).to.equal('14:06');
    expect(formatTimeLeft(5, 'th')).to.equal('0:05');
    expect(formatTimeLeft(845, 'bn')).to.equal('১৪:০৫');
    expect(formatTimeLeft(-3, 'en')).to.equal('0:00');
  });
});
