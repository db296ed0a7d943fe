/**
 * Issue 18: which method and channel are "Last used", from the last-login-type cookie (SPEC §3)
 * and the device's memory of the OTP channel; marked only where there is a choice.
 */
import { expect } from '@open-wc/testing';
import { LAST_OTP_CHANNEL_KEY, lastUsedChannel, lastUsedMethod, rememberOtpChannel } from '../../src/flows/last-used.ts';
import { lastUsedFirst, type ChannelButton } from '../../src/features/otp/channels.ts';

const setType = (value: string | undefined) => {
  document.cookie = value === undefined ? 'mkt_last_login_type=; path=/; max-age=0' : `mkt_last_login_type=${value}; path=/`;
};

describe('the method used last (issue 18)', () => {
  afterEach(() => {
    setType(undefined);
    localStorage.removeItem(LAST_OTP_CHANNEL_KEY);
  });

  it('maps every login type the server records to its method', () => {
    const cases: Record<string, string | undefined> = {
      PASSWORD: 'password', PHONE: 'password', EMAIL: 'password', PHONE_OTP: 'otp', QRCODE: 'qr',
      GOOGLE: 'google', FACEBOOK: 'facebook', PASSKEY: 'passkey', SOMETHING_ELSE: undefined, constructor: undefined,
    };
    for (const [type, method] of Object.entries(cases)) {
      setType(type);
      expect(lastUsedMethod(), type).to.equal(method);
    }
    setType(undefined);
    expect(lastUsedMethod()).to.equal(undefined);
  });

  it('knows the OTP channel only when the last login was by OTP', () => {
    rememberOtpChannel('WHATSAPP');
    setType('PHONE_OTP');
    expect(lastUsedChannel()).to.equal('WHATSAPP');
    setType('GOOGLE');
    expect(lastUsedChannel()).to.equal(undefined);
  });

  const buttons: ChannelButton[] = [
    { deliveryType: 'SMS', label: 'SMS', primary: true },
    { deliveryType: 'WHATSAPP', label: 'WhatsApp', primary: false },
    { deliveryType: 'VOICE', label: 'Voice', primary: false },
  ];

  it('puts the channel used last first, as the primary button, and marks it alone', () => {
    const ordered = lastUsedFirst(buttons, 'WHATSAPP');
    expect(ordered.map((b) => [b.deliveryType, b.primary, b.lastUsed])).to.deep.equal([
      ['WHATSAPP', true, true],
      ['SMS', false, false],
      ['VOICE', false, false],
    ]);
  });

  it('marks nothing with a single channel, an unknown channel or none', () => {
    expect(lastUsedFirst([buttons[0]], 'SMS')).to.deep.equal([buttons[0]]);
    expect(lastUsedFirst(buttons, 'ZALO')).to.deep.equal(buttons);
    expect(lastUsedFirst(buttons, undefined)).to.deep.equal(buttons);
  });
});
