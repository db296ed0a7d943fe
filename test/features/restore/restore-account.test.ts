import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.ts';
import { TOAST_DEFAULT_DURATION_MS } from '../../../src/config/constants.ts';
import { readRestoreToken, restoreAccount, scheduleRestoreClose } from '../../../src/features/restore/restore-account.ts';

function fakeClock() {
  const timers = new Map<number, () => void>();
  const delays: number[] = [];
  let id = 0;
  return {
    delays,
    setTimeout(callback: () => void, ms: number) {
      timers.set(++id, callback);
      delays.push(ms);
      return id;
    },
    clearTimeout(handle: unknown) {
      timers.delete(handle as number);
    },
    runAll() {
      for (const [key, callback] of [...timers]) {
        timers.delete(key);
        callback();
      }
    },
    pending: () => timers.size,
  };
}

describe('restore-account flow (SPEC §4 Restore-account dialog, §7 deletion cancel)', () => {
  it('calls the deletion cancel with the token and returns data.loginResponse', async () => {
    const calls: unknown[] = [];
    const result = await restoreAccount(
      {
        cancelDeletion: async (request) => {
          calls.push(request);
          return { loginResponse: { userId: '5', loginSuccess: true } };
        },
      },
      'cool-token',
    );
    expect(calls).to.deep.equal([{ token: 'cool-token' }]);
    expect(result).to.deep.equal({ userId: '5', loginSuccess: true });
  });

  it('gives an empty login result when the server sends none', async () => {
    expect(await restoreAccount({ cancelDeletion: async () => ({}) }, 't')).to.deep.equal({});
  });

  it('throws the server failure for the toast', async () => {
    let caught: unknown;
    try {
      await restoreAccount({ cancelDeletion: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_TOKEN_INVALID' })) }, 't');
    } catch (error) {
      caught = error;
    }
    expect((caught as ApiError).key).to.equal('PL_USER_TOKEN_INVALID');
  });

  it('reads the token from the params (trimmed; blank is none)', () => {
    expect(readRestoreToken({ token: ' t ' })).to.equal('t');
    expect(readRestoreToken({ token: '  ' })).to.equal(undefined);
    expect(readRestoreToken({})).to.equal(undefined);
  });

  it('closes the success view after the toast duration, unless the popup closed first', () => {
    const clock = fakeClock();
    let closed = 0;
    scheduleRestoreClose(clock, new AbortController().signal, () => closed++);
    expect(clock.delays).to.deep.equal([TOAST_DEFAULT_DURATION_MS]);
    clock.runAll();
    expect(closed).to.equal(1);

    const controller = new AbortController();
    scheduleRestoreClose(clock, controller.signal, () => closed++);
    controller.abort();
    expect(clock.pending()).to.equal(0);
    const cancel = scheduleRestoreClose(clock, new AbortController().signal, () => closed++);
    cancel();
    clock.runAll();
    expect(closed).to.equal(1);
  });
});
