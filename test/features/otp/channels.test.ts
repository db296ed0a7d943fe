import { expect } from '@open-wc/testing';
import { ApiError, type Api, type SendChannelList } from '../../../src/api/index.ts';
import { allowedChannels, channelButtons, channelPopupKey, fallbackChannelList, loadChannelList } from '../../../src/features/otp/channels.ts';
import { clearChannelLists } from '../../../src/stores/channels.ts';
import { en } from '../../../src/i18n/en.ts';

const serverList: SendChannelList = {
  channels: [
    { deliveryType: 'SMS', text: 'Send code via SMS', icon: 'sms' },
    { deliveryType: 'WHATSAPP', text: 'Send code via WhatsApp', icon: 'whatsapp' },
    { deliveryType: 'VOICE' },
  ],
  codeLength: 6,
  notAvailableChannel: [],
  smsUplinkSupport: false,
};

describe('features/channels (SPEC §3 send-channel list)', () => {
  beforeEach(() => clearChannelLists());
  afterEach(() => clearChannelLists());

  function listApi(answer: () => Promise<SendChannelList>) {
    let calls = 0;
    const api: Pick<Api, 'checkSmsChannel'> = {
      checkSmsChannel: async () => {
        calls++;
        return answer();
      },
    };
    return { api, calls: () => calls };
  }

  it('loads the list once per popup key and serves it from the cache afterwards', async () => {
    const { api, calls } = listApi(async () => serverList);
    const key = channelPopupKey('SG', 'en');
    expect(await loadChannelList({ api }, { popupKey: key, smsLabel: 'SMS!' })).to.deep.equal(serverList);
    expect(await loadChannelList({ api }, { popupKey: key, smsLabel: 'SMS!' })).to.deep.equal(serverList);
    expect(calls()).to.equal(1);
    await loadChannelList({ api }, { popupKey: channelPopupKey('ID', 'en'), smsLabel: 'SMS!' });
    expect(calls()).to.equal(2);
  });

  it("a failed lookup gives one SMS item labelled 'Send code via SMS', and is asked again next time", async () => {
    const { api, calls } = listApi(async () => Promise.reject(new ApiError('offline', 'down')));
    const list = await loadChannelList({ api }, { popupKey: 'SG|en', smsLabel: en.channelLabels.SMS });
    expect(list).to.deep.equal({ channels: [{ deliveryType: 'SMS', text: 'Send code via SMS' }] });
    expect(list).to.deep.equal(fallbackChannelList('Send code via SMS'));
    await loadChannelList({ api }, { popupKey: 'SG|en', smsLabel: en.channelLabels.SMS });
    expect(calls()).to.equal(2);
  });

  it('an empty list also falls back to SMS', async () => {
    const { api } = listApi(async () => ({ channels: [] }));
    expect((await loadChannelList({ api }, { popupKey: 'x', smsLabel: 'S' })).channels).to.deep.equal([{ deliveryType: 'SMS', text: 'S' }]);
  });

  it('one button per usable channel, the first primary, server text first, translation otherwise', () => {
    const list: SendChannelList = { ...serverList, channels: [...serverList.channels, { deliveryType: 'FAX' }, { deliveryType: 'SMS' }], notAvailableChannel: ['WHATSAPP'] };
    expect(channelButtons(list, en.channelLabels)).to.deep.equal([
      { deliveryType: 'SMS', label: 'Send code via SMS', primary: true },
      { deliveryType: 'VOICE', label: en.channelLabels.VOICE, primary: false },
    ]);
    expect(channelButtons(serverList, en.channelLabels, ['SMS']).map((b) => [b.deliveryType, b.primary])).to.deep.equal([
      ['WHATSAPP', true],
      ['VOICE', false],
    ]);
  });

  it('the channel-limit check gives the allowed channels, or nothing when it fails or is empty', async () => {
    const request = { phone: '91234567', phonePrefixCode: '65', otpScene: 'operateLimitLogin' };
    expect(await allowedChannels({ api: { checkMsChannelLimit: async () => ({ availableChannel: ['SMS'] }) } }, request)).to.deep.equal(['SMS']);
    expect(await allowedChannels({ api: { checkMsChannelLimit: async () => ({ availableChannel: [] }) } }, request)).to.equal(undefined);
    expect(await allowedChannels({ api: { checkMsChannelLimit: async () => Promise.reject(new Error('x')) } }, request)).to.equal(undefined);
  });
});
