import { expect } from '@open-wc/testing';
import type { LoginResult } from '../../../src/api/index.ts';
import type { QrCodeStatus, QrCodeUrl } from '../../../src/features/qr/api.ts';
import { ApiError } from '../../../src/api/index.ts';
import type { Clock } from '../../../src/api/http.ts';
import {
  QR_DEFAULT_EXPIRE_ROUNDS,
  QR_DEFAULT_INTERVAL_MS,
  QR_HINT_SHOW_DELAY_MS,
  QR_HINT_VISIBLE_MS,
  QR_MAX_EXPIRE_ROUNDS,
  QR_MAX_INTERVAL_MS,
  QR_MIN_INTERVAL_MS,
} from '../../../src/config/constants.ts';
import {
  createQrLogin,
  safePollingValues,
  scheduleQrHint,
  type QrLoginApi,
  type QrLoginState,
  type VisibilitySource,
} from '../../../src/features/qr/qr-login.ts';

/** A manual clock: `advance(ms)` runs every timer due, letting promises settle in between. */
class FakeClock implements Clock {
  time = 0;
  #timers = new Map<number, { at: number; callback: () => void }>();
  #next = 1;
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const id = this.#next++;
    this.#timers.set(id, { at: this.time + ms, callback });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.#timers.delete(handle as number);
  };
  get pending() {
    return this.#timers.size;
  }
  async advance(ms: number) {
    const end = this.time + ms;
    await flush();
    for (;;) {
      const due = [...this.#timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
      await flush();
    }
    this.time = end;
    await flush();
  }
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const INTERVAL = 1000;
const EXPIRE = 3;

function code(n: number, overrides: Partial<QrCodeUrl> = {}): QrCodeUrl {
  return { expire: EXPIRE, interval: INTERVAL, qrLoginUrl: `https://m.example.com/qr/${n}`, requestId: `req-${n}`, ...overrides };
}

interface Harness {
  api: QrLoginApi;
  clock: FakeClock;
  states: QrLoginState[];
  pollErrors: unknown[];
  logins: LoginResult[];
  generated: number;
  polls: string[];
  exchanges: string[];
  aborter: AbortController;
  start(options?: { visibility?: VisibilitySource }): ReturnType<typeof createQrLogin>;
}

function harness(options: {
  codes?: (n: number) => QrCodeUrl | Promise<QrCodeUrl>;
  status?: (requestId: string, pollNumber: number, signal?: AbortSignal) => QrCodeStatus | Promise<QrCodeStatus>;
  exchange?: (token: string) => LoginResult | Promise<LoginResult>;
}): Harness {
  const h: Harness = {
    clock: new FakeClock(),
    states: [],
    pollErrors: [],
    logins: [],
    generated: 0,
    polls: [],
    exchanges: [],
    aborter: new AbortController(),
    api: {
      generateQrCodeUrl: async () => {
        h.generated += 1;
        return (options.codes ?? code)(h.generated);
      },
      checkQrCodeStatus: async ({ requestId }, callOptions) => {
        h.polls.push(requestId);
        return (options.status ?? (() => ({ status: 'PENDING' })))(requestId, h.polls.length, callOptions?.signal);
      },
      loginByQrCode: async ({ token }) => {
        h.exchanges.push(token);
        return (options.exchange ?? (() => ({ userId: '1', loginType: 'QRCODE' })))(token);
      },
    },
    start(startOptions = {}) {
      const controller = createQrLogin({
        api: h.api,
        signal: h.aborter.signal,
        clock: h.clock,
        onState: (state) => h.states.push(state),
        onPollError: (error) => h.pollErrors.push(error),
        onLogin: (result) => {
          h.logins.push(result);
        },
        visibility: startOptions.visibility,
      });
      controller.start();
      return controller;
    },
  };
  return h;
}

const last = (h: Harness) => h.states[h.states.length - 1];

describe('QR login poller (SPEC §4 QR login)', () => {
  it('asks for a code, then polls once per interval: exact counts', async () => {
    const h = harness({});
    h.start();
    await h.clock.advance(0);
    expect(h.generated).to.equal(1);
    expect(last(h)).to.deep.equal({ phase: 'waiting', qrLoginUrl: 'https://m.example.com/qr/1', requestId: 'req-1', scanned: false });
    expect(h.polls).to.have.length(0);
    await h.clock.advance(INTERVAL - 1);
    expect(h.polls).to.have.length(0);
    await h.clock.advance(1);
    expect(h.polls).to.deep.equal(['req-1']);
    await h.clock.advance(INTERVAL);
    expect(h.polls).to.deep.equal(['req-1', 'req-1']);
  });

  it('refreshes the code when the PENDING count reaches expire, and polls the new one from round zero', async () => {
    const h = harness({});
    h.start();
    await h.clock.advance(INTERVAL * EXPIRE);
    expect(h.polls).to.deep.equal(['req-1', 'req-1', 'req-1']);
    expect(h.generated).to.equal(2);
    expect(last(h)).to.include({ phase: 'waiting', requestId: 'req-2' });
    await h.clock.advance(INTERVAL * EXPIRE);
    expect(h.polls.filter((id) => id === 'req-2')).to.have.length(3);
    expect(h.generated).to.equal(3);
  });

  it('reports the scan (Please finish logging in on your mobile phone.)', async () => {
    const h = harness({ status: (_id, n) => ({ status: 'PENDING', scanned: n >= 2 }) });
    h.start();
    await h.clock.advance(INTERVAL);
    expect(last(h)).to.include({ scanned: false });
    await h.clock.advance(INTERVAL);
    expect(last(h)).to.include({ phase: 'waiting', scanned: true });
  });

  it('stops polling on SUCCESS and exchanges the token for a login', async () => {
    const h = harness({ status: (_id, n) => (n === 2 ? { status: 'SUCCESS', scanned: true, token: 'tok-9' } : { status: 'PENDING' }) });
    h.start();
    await h.clock.advance(INTERVAL * 2);
    expect(h.exchanges).to.deep.equal(['tok-9']);
    expect(h.logins).to.deep.equal([{ userId: '1', loginType: 'QRCODE' }]);
    await h.clock.advance(INTERVAL * 10);
    expect(h.polls).to.have.length(2);
    expect(h.generated).to.equal(1);
    expect(h.clock.pending).to.equal(0);
  });

  it('shows the exchange error after a confirmed scan', async () => {
    const failure = new ApiError('business', 'Token expired', { key: 'PL_USER_TOKEN_INVALID' });
    const h = harness({
      status: () => ({ status: 'SUCCESS', token: 'tok' }),
      exchange: () => Promise.reject(failure),
    });
    h.start();
    await h.clock.advance(INTERVAL);
    expect(h.states.map((s) => s.phase)).to.include('exchanging');
    expect(last(h)).to.deep.equal({ phase: 'exchange-failed', error: failure });
    expect(h.logins).to.have.length(0);
    await h.clock.advance(INTERVAL * 5);
    expect(h.polls).to.have.length(1);
  });

  it('stops polling on FAILURE (or any other status) and fetches a fresh code', async () => {
    const h = harness({ status: (id) => (id === 'req-1' ? { status: 'FAILURE' } : { status: 'PENDING' }) });
    h.start();
    await h.clock.advance(INTERVAL);
    expect(h.generated).to.equal(2);
    await h.clock.advance(INTERVAL);
    expect(h.polls).to.deep.equal(['req-1', 'req-2']);

    const other = harness({ status: (id) => (id === 'req-1' ? { status: 'CANCELLED' } : { status: 'PENDING' }) });
    other.start();
    await other.clock.advance(INTERVAL);
    expect(other.generated).to.equal(2);
  });

  it('a poll error is reported and the code refreshed', async () => {
    const error = new ApiError('offline', 'Failed to fetch');
    const h = harness({ status: (id) => (id === 'req-1' ? Promise.reject(error) : { status: 'PENDING' }) });
    h.start();
    await h.clock.advance(INTERVAL);
    expect(h.pollErrors).to.deep.equal([error]);
    expect(h.generated).to.equal(2);
    expect(last(h)).to.include({ requestId: 'req-2' });
  });

  it('a failed code request shows the error state; refresh() tries again', async () => {
    const error = new ApiError('timeout', 'slow');
    const h = harness({ codes: (n) => (n === 1 ? Promise.reject(error) : code(n)) });
    const controller = h.start();
    await h.clock.advance(INTERVAL * 3);
    expect(last(h)).to.deep.equal({ phase: 'error', error });
    expect(h.polls).to.have.length(0);
    controller.refresh();
    await h.clock.advance(0);
    expect(last(h)).to.include({ phase: 'waiting', requestId: 'req-2' });
  });

  it('never polls twice at once under a slow server', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const h = harness({
      status: () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        return new Promise<QrCodeStatus>((resolve) => {
          h.clock.setTimeout(() => {
            inFlight -= 1;
            resolve({ status: 'PENDING' });
          }, INTERVAL * 4);
        });
      },
      codes: (n) => code(n, { expire: 100 }),
    });
    h.start();
    // Each round takes interval + answer time = 5 intervals.
    await h.clock.advance(INTERVAL * 20);
    expect(maxInFlight).to.equal(1);
    expect(h.polls).to.have.length(4);
  });

  it('stops on close: the in-flight poll is aborted and nothing goes out afterwards', async () => {
    let pollSignal: AbortSignal | undefined;
    const h = harness({
      status: (_id, _n, signal) => {
        pollSignal = signal;
        return new Promise<QrCodeStatus>(() => {});
      },
    });
    h.start();
    await h.clock.advance(INTERVAL);
    expect(h.polls).to.have.length(1);
    h.aborter.abort();
    expect(pollSignal?.aborted).to.equal(true);
    await h.clock.advance(INTERVAL * 50);
    expect(h.polls).to.have.length(1);
    expect(h.generated).to.equal(1);
    expect(last(h)).to.deep.equal({ phase: 'stopped' });
    expect(h.clock.pending).to.equal(0);
  });

  it('stop() (switch to password login, screen gone) ends polling for good', async () => {
    const h = harness({});
    const controller = h.start();
    await h.clock.advance(INTERVAL * 2);
    controller.stop();
    controller.refresh();
    await h.clock.advance(INTERVAL * 50);
    expect(h.polls).to.have.length(2);
    expect(h.generated).to.equal(1);
  });

  it('does not start when the popup is already closed', async () => {
    const h = harness({});
    h.aborter.abort();
    h.start();
    await h.clock.advance(INTERVAL * 5);
    expect(h.generated).to.equal(0);
  });

  describe('hidden tab', () => {
    function fakeVisibility() {
      let hidden = false;
      const listeners = new Set<() => void>();
      return {
        source: {
          isHidden: () => hidden,
          onChange(listener: () => void) {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        } satisfies VisibilitySource,
        set(value: boolean) {
          hidden = value;
          for (const listener of listeners) listener();
        },
        get listenerCount() {
          return listeners.size;
        },
      };
    }

    it('pauses while hidden and resumes the same code when back within one expiry', async () => {
      const h = harness({ codes: (n) => code(n, { expire: 10 }) });
      const visibility = fakeVisibility();
      h.start({ visibility: visibility.source });
      await h.clock.advance(INTERVAL);
      expect(h.polls).to.have.length(1);
      visibility.set(true);
      await h.clock.advance(INTERVAL * 5);
      expect(h.polls).to.have.length(1);
      visibility.set(false);
      await h.clock.advance(INTERVAL);
      expect(h.polls).to.deep.equal(['req-1', 'req-1']);
      expect(h.generated).to.equal(1);
    });

    it('fetches a fresh code when back after more than one expiry', async () => {
      const h = harness({});
      const visibility = fakeVisibility();
      h.start({ visibility: visibility.source });
      await h.clock.advance(INTERVAL);
      visibility.set(true);
      await h.clock.advance(INTERVAL * EXPIRE + 1);
      expect(h.polls).to.have.length(1);
      expect(h.generated).to.equal(1);
      visibility.set(false);
      await h.clock.advance(0);
      expect(h.generated).to.equal(2);
      await h.clock.advance(INTERVAL);
      expect(h.polls).to.deep.equal(['req-1', 'req-2']);
    });

    it('stops listening to visibility when stopped', async () => {
      const h = harness({});
      const visibility = fakeVisibility();
      const controller = h.start({ visibility: visibility.source });
      expect(visibility.listenerCount).to.equal(1);
      controller.stop();
      expect(visibility.listenerCount).to.equal(0);
    });
  });

  describe('hostile server values fall back to safe defaults', () => {
    const defaults = { intervalMs: QR_DEFAULT_INTERVAL_MS, expireRounds: QR_DEFAULT_EXPIRE_ROUNDS };
    const cases: Array<[string, unknown, unknown]> = [
      ['missing', undefined, undefined],
      ['zero', 0, 0],
      ['negative', -5000, -3],
      ['NaN', Number.NaN, Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
      ['text', 'soon', 'many'],
      ['absurd', QR_MAX_INTERVAL_MS + 1, QR_MAX_EXPIRE_ROUNDS + 1],
      ['too fast', QR_MIN_INTERVAL_MS - 1, QR_MAX_EXPIRE_ROUNDS * 10],
    ];
    for (const [name, interval, expire] of cases) {
      it(`${name}: ${String(interval)} ms, ${String(expire)} rounds`, () => {
        expect(safePollingValues(interval, expire)).to.deep.equal(defaults);
      });
    }

    it('keeps sane values (numbers or numeric strings) and the bounds themselves', () => {
      expect(safePollingValues(5000, 20)).to.deep.equal({ intervalMs: 5000, expireRounds: 20 });
      expect(safePollingValues('2000', '7')).to.deep.equal({ intervalMs: 2000, expireRounds: 7 });
      expect(safePollingValues(QR_MIN_INTERVAL_MS, QR_MAX_EXPIRE_ROUNDS)).to.deep.equal({ intervalMs: QR_MIN_INTERVAL_MS, expireRounds: QR_MAX_EXPIRE_ROUNDS });
      expect(safePollingValues(QR_MAX_INTERVAL_MS, 1)).to.deep.equal({ intervalMs: QR_MAX_INTERVAL_MS, expireRounds: 1 });
    });

    it('an interval of 0 does not turn into a busy loop: the poller waits the default interval', async () => {
      const h = harness({ codes: (n) => code(n, { interval: 0, expire: -1 }) });
      h.start();
      await h.clock.advance(QR_DEFAULT_INTERVAL_MS - 1);
      expect(h.polls).to.have.length(0);
      await h.clock.advance(1);
      expect(h.polls).to.have.length(1);
      await h.clock.advance(QR_DEFAULT_INTERVAL_MS * (QR_DEFAULT_EXPIRE_ROUNDS - 1));
      expect(h.polls).to.have.length(QR_DEFAULT_EXPIRE_ROUNDS);
      expect(h.generated).to.equal(2);
    });
  });
});

describe('scheduleQrHint (SPEC §2: appears after 1 s, hides 3 s later)', () => {
  it('shows then hides the hint', async () => {
    const clock = new FakeClock();
    const changes: boolean[] = [];
    scheduleQrHint(clock, new AbortController().signal, (visible) => changes.push(visible));
    await clock.advance(QR_HINT_SHOW_DELAY_MS - 1);
    expect(changes).to.deep.equal([]);
    await clock.advance(1);
    expect(changes).to.deep.equal([true]);
    await clock.advance(QR_HINT_VISIBLE_MS);
    expect(changes).to.deep.equal([true, false]);
    expect(clock.pending).to.equal(0);
  });

  it('closing the popup clears its timers', async () => {
    const clock = new FakeClock();
    const aborter = new AbortController();
    const changes: boolean[] = [];
    scheduleQrHint(clock, aborter.signal, (visible) => changes.push(visible));
    await clock.advance(QR_HINT_SHOW_DELAY_MS);
    aborter.abort();
    expect(clock.pending).to.equal(0);
    await clock.advance(QR_HINT_VISIBLE_MS * 2);
    expect(changes).to.deep.equal([true]);
  });
});
