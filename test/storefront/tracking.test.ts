import { expect } from '@open-wc/testing';
import { TRACKING_QUEUE_LIMIT } from '../../src/config/constants.ts';
import {
  DEFAULT_TRACK_ACTION,
  installTracking,
  track,
  trackClick,
  trackExposure,
  trackPageView,
  type TrackEvent,
} from '../../src/storefront/tracking.ts';

function clearGlobals(): void {
  delete window.mktTrackQueue;
  delete window.mktTracker;
}

function recordingTracker(): { sent: TrackEvent[]; send: (event: TrackEvent) => void } {
  const sent: TrackEvent[] = [];
  return { sent, send: (event) => sent.push(event) };
}

describe('tracking queue (SPEC §7)', () => {
  beforeEach(clearGlobals);
  afterEach(clearGlobals);

  it('queues events on window.mktTrackQueue before any tracker, with the default action', () => {
    trackPageView('a1.home.0.0');
    trackClick('a1.home.login.1', { label: 'Login' });
    trackExposure('a1.home.qr.0', { screen: 'Qrcode' });
    track({ type: 'scroll', spm: 'a1.home.0.1', encoded: true, action: 'custom_action', data: { depth: 3 } });
    expect(window.mktTrackQueue).to.deep.equal([
      { type: 'pageview', spm: 'a1.home.0.0', encoded: false, action: DEFAULT_TRACK_ACTION, data: {} },
      { type: 'click', spm: 'a1.home.login.1', encoded: false, action: DEFAULT_TRACK_ACTION, data: { label: 'Login' } },
      { type: 'exposure', spm: 'a1.home.qr.0', encoded: false, action: DEFAULT_TRACK_ACTION, data: { screen: 'Qrcode' } },
      { type: 'scroll', spm: 'a1.home.0.1', encoded: true, action: 'custom_action', data: { depth: 3 } },
    ]);
    expect(DEFAULT_TRACK_ACTION).to.equal('mkt_basic_tracker');
  });

  it('flushes the queue in order when a tracker appears, then sends straight to it', () => {
    trackClick('s.1');
    trackClick('s.2');
    const tracker = recordingTracker();
    window.mktTracker = tracker;
    expect(tracker.sent.map((e) => e.spm)).to.deep.equal(['s.1', 's.2']);
    expect(window.mktTrackQueue).to.have.length(0);
    trackClick('s.3');
    expect(tracker.sent.map((e) => e.spm)).to.deep.equal(['s.1', 's.2', 's.3']);
    expect(window.mktTrackQueue).to.have.length(0);
  });

  it('adopts a queue the host created first, and a tracker that was there before us', () => {
    window.mktTrackQueue = [{ type: 'pageview', spm: 'host.0', encoded: false, action: 'host_action', data: {} }];
    const tracker = recordingTracker();
    window.mktTracker = tracker;
    trackClick('ours.1');
    expect(tracker.sent.map((e) => [e.spm, e.action])).to.deep.equal([
      ['host.0', 'host_action'],
      ['ours.1', DEFAULT_TRACK_ACTION],
    ]);
  });

  it('scrubs and forwards events the host pushes on the array itself', () => {
    const queue = installTracking();
    queue.push({ type: 'click', spm: 'host.1', encoded: false, action: 'x', data: { token: 'abc', ok: 1 } });
    expect(window.mktTrackQueue![0].data).to.deep.equal({ ok: 1 });
    const tracker = recordingTracker();
    window.mktTracker = tracker;
    window.mktTrackQueue!.push({ type: 'click', spm: 'host.2', encoded: false, action: 'x', data: { password: 'p' } });
    expect(tracker.sent.map((e) => [e.spm, e.data])).to.deep.equal([
      ['host.1', { ok: 1 }],
      ['host.2', {}],
    ]);
  });

  it(`keeps at most ${TRACKING_QUEUE_LIMIT} events, dropping the oldest`, () => {
    for (let i = 0; i < TRACKING_QUEUE_LIMIT + 5; i += 1) trackClick(`s.${i}`);
    const queue = window.mktTrackQueue!;
    expect(queue).to.have.length(TRACKING_QUEUE_LIMIT);
    expect(queue[0].spm).to.equal('s.5');
    expect(queue[queue.length - 1].spm).to.equal(`s.${TRACKING_QUEUE_LIMIT + 4}`);
  });

  it('never queues a password, a code, a token or a full phone number', () => {
    trackClick('login.submit', {
      loginName: '+65 9123 4567',
      phone: '6591234567',
      password: 'Mkt@2024go',
      Password: 'x',
      encryptPassword: 'ZW5j',
      code: '123456',
      OTP: '654321',
      oauthCode: 'g-auth-code',
      token: 'tok-1',
      refreshToken: 'tok-2',
      credential: 'jwt',
      csrfToken: 'c1',
      CSRF_VALUE: 'c2',
      nested: { list: [{ smsCode: '111111', note: 'sent to 91234567' }] },
      redirect: 'https://www.mkt.sg/next?token=tok-3&code=222222&tab=otp',
      errorCode: 'PL_USER_LOGIN_PHONE_NOT_EXIST',
      screen: 'Login',
    });
    const event = window.mktTrackQueue![0];
    const text = JSON.stringify(event);
    for (const secret of ['Mkt@2024go', 'ZW5j', '123456', '654321', 'g-auth-code', 'tok-1', 'tok-2', 'tok-3', 'jwt', 'c1', 'c2', '111111', '222222', '91234567', '9123 4567']) {
      expect(text, secret).not.to.contain(secret);
    }
    expect(event.data).to.deep.include({
      loginName: '+** **** *567',
      phone: '*******567',
      errorCode: 'PL_USER_LOGIN_PHONE_NOT_EXIST',
      screen: 'Login',
      redirect: 'https://www.mkt.sg/next?token=[removed]&code=[removed]&tab=otp',
      nested: { list: [{ note: 'sent to *****567' }] },
    });
    for (const key of ['password', 'Password', 'encryptPassword', 'code', 'OTP', 'oauthCode', 'token', 'refreshToken', 'credential', 'csrfToken', 'CSRF_VALUE']) {
      expect(event.data, key).not.to.have.property(key);
    }
  });

  it('ignores things on the array that are not events', () => {
    const queue = installTracking() as unknown[];
    queue.push(null, 42, 'pageview', { spm: 'no-type' });
    expect(window.mktTrackQueue).to.have.length(0);
  });

  it('survives a tracker that throws', () => {
    window.mktTracker = {
      send() {
        throw new Error('tracker down');
      },
    };
    expect(() => trackClick('s.1')).not.to.throw();
  });
});
