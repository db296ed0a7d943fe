import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.ts';
import type { LoginResult } from '../../../src/api/index.ts';
import { RESET_SUCCESS_COUNTDOWN_SECONDS } from '../../../src/config/constants.ts';
import { configure, getConfig, resetConfig } from '../../../src/config/settings.ts';
import {
  isBackHidden,
  leaveAfterReset,
  nextAfterReset,
  readResetParams,
  startCountdown,
  submitNewPassword,
  type ResetApi,
} from '../../../src/features/recovery/reset-password.ts';
import { RsaError } from '../../../src/security/rsa.ts';
import { readCookie, removeCookie, USER_ID_COOKIE } from '../../../src/storefront/cookies.ts';

/** A clock whose time only moves when the test says so. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback: () => void, ms: number) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle: unknown) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
  };
}

const GOOD = 'Abcdef1!';

function api(overrides: Partial<ResetApi> = {}): ResetApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    resetPassword: async (request) => {
      calls.push(`reset ${request.token} ${request.encryptPassword}`);
      return {} as LoginResult;
    },
    currentUser: async () => {
      calls.push('currentUser');
      return { id: '42' };
    },
    ...overrides,
  };
}

const encrypt = async (plain: string) => `enc(${plain})`;
/** The breached-password check: nothing in these tests is breached but the one password below. */
const isBreached = async (plain: string) => plain === BREACHED;
const BREACHED = 'Qwerty@123';

describe('reset-password flow (SPEC §4 Reset, §5 password rule)', () => {
  beforeEach(() => removeCookie(USER_ID_COOKIE));
  afterEach(() => {
    removeCookie(USER_ID_COOKIE);
    resetConfig();
  });

  it('blocks the reset while the shared password check fails, sending nothing', async () => {
    const fake = api();
    for (const bad of ['short1!', 'abcdefgh1', 'Abcdefg!!', 'Abcdef1! ', 'Abcdef1!é', 'Abcdefghijk1234567!!x']) {
      const outcome = await submitNewPassword({ api: fake, encrypt, isBreached }, { token: 't', password: bad });
      expect(outcome.kind, bad).to.equal('invalid');
    }
    expect(fake.calls).to.deep.equal([]);
  });

  it('sends the encrypted password with the token and shows success', async () => {
    const fake = api();
    const outcome = await submitNewPassword({ api: fake, encrypt, isBreached }, { token: 'tok', password: GOOD });
    expect(outcome.kind).to.equal('success');
    expect(fake.calls[0]).to.equal(`reset tok enc(${GOOD})`);
  });

  it('never sends a password known from breaches: refused after the rule passes', async () => {
    const fake = api();
    expect((await submitNewPassword({ api: fake, encrypt, isBreached }, { token: 'tok', password: BREACHED })).kind).to.equal('breached');
    expect(fake.calls).to.deep.equal([]);
  });

  it('sets the user-id cookie when absent and the lookup succeeds; keeps an existing one', async () => {
    await submitNewPassword({ api: api(), encrypt, isBreached }, { token: 'tok', password: GOOD });
    expect(readCookie(USER_ID_COOKIE)).to.equal('42');
    const second = api({ currentUser: async () => ({ id: '99' }) });
    await submitNewPassword({ api: second, encrypt, isBreached }, { token: 'tok', password: GOOD });
    expect(readCookie(USER_ID_COOKIE)).to.equal('42');
    expect(second.calls).to.not.include('currentUser');
  });

  it('still succeeds when the current-user lookup fails (no cookie)', async () => {
    const fake = api({ currentUser: async () => Promise.reject(new ApiError('business', 'no', { key: 'NEED_LOGIN' })) });
    const outcome = await submitNewPassword({ api: fake, encrypt, isBreached }, { token: 'tok', password: GOOD });
    expect(outcome.kind).to.equal('success');
    expect(readCookie(USER_ID_COOKIE)).to.equal(undefined);
  });

  it('never sends when encryption fails, and says why', async () => {
    const fake = api();
    const outcome = await submitNewPassword(
      { api: fake, encrypt: () => Promise.reject(new RsaError('invalid-key', 'bad key')), isBreached },
      { token: 'tok', password: GOOD },
    );
    expect(outcome).to.deep.equal({ kind: 'encryption-failed', code: 'invalid-key' });
    expect(fake.calls).to.deep.equal([]);
  });

  it('refuses to send without a token', async () => {
    const fake = api();
    expect((await submitNewPassword({ api: fake, encrypt, isBreached }, { token: undefined, password: GOOD })).kind).to.equal('missing-token');
    expect(fake.calls).to.deep.equal([]);
  });

  it('throws the server failure for the toast', async () => {
    const fake = api({ resetPassword: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_TOKEN_INVALID' })) });
    let caught: unknown;
    try {
      await submitNewPassword({ api: fake, encrypt, isBreached }, { token: 'tok', password: GOOD });
    } catch (error) {
      caught = error;
    }
    expect((caught as ApiError).key).to.equal('PL_USER_TOKEN_INVALID');
  });

  it('goes to an allow-listed jump URL first, then a DELETION_COOL_CONFIRM url, else success', () => {
    const jump = nextAfterReset({ loginNextStepActionData: { jumpUrl: 'https://www.mkt.sg/wow', url: 'https://www.mkt.sg/cool' }, loginNextStepAction: 'DELETION_COOL_CONFIRM' });
    expect(jump).to.include({ kind: 'navigate', url: 'https://www.mkt.sg/wow', action: 'JUMP_TO_URL' });
    const cool = nextAfterReset({ loginNextStepAction: 'DELETION_COOL_CONFIRM', loginNextStepActionData: { url: 'https://member.mkt.sg/member/close-account-restore?token=t' } });
    expect(cool).to.include({ kind: 'navigate', action: 'DELETION_COOL_CONFIRM' });
    expect(nextAfterReset({ loginNextStepActionData: { jumpUrl: 'https://evil.example/x' } }).kind).to.equal('success');
    expect(nextAfterReset({ loginNextStepAction: 'DELETION_COOL_CONFIRM', loginNextStepActionData: { url: 'javascript:alert(1)' } }).kind).to.equal('success');
    expect(nextAfterReset(undefined).kind).to.equal('success');
  });

  it('reads params and hides back for the login complete-password scene', () => {
    expect(readResetParams({ token: 't', tokenType: 'RESET_PASSWORD', scene: 1 })).to.deep.equal({ token: 't', tokenType: 'RESET_PASSWORD', scene: undefined, hideBack: false, loginName: undefined });
    expect(readResetParams({ token: 't', loginName: '91234567' }).loginName).to.equal('91234567');
    expect(readResetParams({ token: 't', loginName: 42 }).loginName).to.equal(undefined);
    expect(isBackHidden({ scene: 'completePasswordForLogin' })).to.equal(true);
    expect(isBackHidden({ hideBack: true })).to.equal(true);
    expect(isBackHidden({})).to.equal(false);
  });
});

describe('reset success countdown (SPEC §2, §9: 5 seconds)', () => {
  it('ticks 5, 4, 3, 2, 1 a second apart and then leaves once', () => {
    const clock = fakeClock();
    const ticks: number[] = [];
    let done = 0;
    startCountdown({ clock, signal: new AbortController().signal, onTick: (s) => ticks.push(s), onDone: () => done++ });
    expect(ticks).to.deep.equal([RESET_SUCCESS_COUNTDOWN_SECONDS]);
    clock.tick(4000);
    expect(ticks).to.deep.equal([5, 4, 3, 2, 1]);
    expect(done).to.equal(0);
    clock.tick(999);
    expect(done).to.equal(0);
    clock.tick(1);
    expect(done).to.equal(1);
    clock.tick(10000);
    expect(done).to.equal(1);
    expect(clock.pending()).to.equal(0);
  });

  it('dies with the popup signal and with stop()', () => {
    const clock = fakeClock();
    const controller = new AbortController();
    let done = 0;
    startCountdown({ clock, signal: controller.signal, onTick: () => undefined, onDone: () => done++ });
    clock.tick(2000);
    controller.abort();
    expect(clock.pending()).to.equal(0);
    clock.tick(10000);
    expect(done).to.equal(0);
    const stop = startCountdown({ clock, signal: new AbortController().signal, onTick: () => undefined, onDone: () => done++ });
    stop();
    clock.tick(10000);
    expect(done).to.equal(0);
  });

  it('does not start on an aborted signal', () => {
    const clock = fakeClock();
    const controller = new AbortController();
    controller.abort();
    const ticks: number[] = [];
    startCountdown({ clock, signal: controller.signal, onTick: (s) => ticks.push(s), onDone: () => undefined });
    expect(ticks).to.deep.equal([]);
    expect(clock.pending()).to.equal(0);
  });
});

describe('leaving the success view (SPEC §2)', () => {
  it('navigates the parent window when the back button is hidden and a parent exists', () => {
    const parent = { location: { href: '' } };
    const log: string[] = [];
    const where = leaveAfterReset({ homeUrl: '/home', backHidden: true, parent, navigate: (u) => log.push(u), closePopup: () => log.push('close') });
    expect(where).to.equal('parent');
    expect(parent.location.href).to.equal('/home');
    expect(log).to.deep.equal([]);
  });

  it('otherwise closes the popup and goes on to the configured home address', () => {
    configure({ homeUrl: '/shipping' });
    const log: string[] = [];
    leaveAfterReset({ homeUrl: getConfig().homeUrl, backHidden: false, parent: { location: { href: '' } }, navigate: (u) => log.push(u), closePopup: () => log.push('close') });
    expect(log).to.deep.equal(['close', '/shipping']);
    log.length = 0;
    leaveAfterReset({ homeUrl: '/', backHidden: true, navigate: (u) => log.push(u), closePopup: () => log.push('close') });
    expect(log).to.deep.equal(['close', '/']);
  });
});
