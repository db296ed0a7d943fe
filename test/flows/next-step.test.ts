import { expect } from '@open-wc/testing';
import { routeNextStep, COMPLETE_PASSWORD_SCENE, type NextStepContext, type LoginOutcome } from '../../src/flows/next-step.ts';

function fakeContext(options: { cancel?: boolean; allow?: (url?: string) => string | undefined } = {}) {
  const log: string[] = [];
  const announced: Array<{ action: string; url?: string }> = [];
  const ctx: NextStepContext = {
    push: (screen, params) => log.push(`push ${screen} ${JSON.stringify(params)}`),
    replace: (screen, params) => log.push(`replace ${screen} ${JSON.stringify(params)}`),
    announce: (detail) => {
      announced.push(detail);
      return !options.cancel;
    },
    navigate: (url) => log.push(`navigate ${url}`),
    allowJump: options.allow ?? ((url) => (url && url.startsWith('https://www.mkt.sg/') ? url : undefined)),
    accountBindingUrl: (data) => `https://www.mkt.sg/member/third-verify?token=${data.token}`,
    redirectAfterVerification: () => 'https://www.mkt.sg/shop',
    finish: (result) => {
      log.push(`finish ${result.userId}`);
    },
  };
  return { ctx, log, announced };
}

const step = (action: string, data: Record<string, unknown> = {}, extra: Partial<LoginOutcome> = {}): LoginOutcome => ({
  loginNextStepAction: action,
  loginNextStepActionData: data,
  ...extra,
});

describe('next-step router (SPEC §4)', () => {
  it('JUMP_TO_URL navigates to the allow-listed jumpUrl after announcing it', async () => {
    const { ctx, log, announced } = fakeContext();
    const result = await routeNextStep(step('JUMP_TO_URL', { jumpUrl: 'https://www.mkt.sg/promo' }), ctx);
    expect(result).to.deep.equal({ kind: 'navigated', url: 'https://www.mkt.sg/promo' });
    expect(log).to.deep.equal(['navigate https://www.mkt.sg/promo']);
    expect(announced[0]).to.include({ action: 'JUMP_TO_URL', url: 'https://www.mkt.sg/promo' });
  });

  it('JUMP_TO_URL to a foreign host is refused and nothing is announced', async () => {
    const { ctx, log, announced } = fakeContext();
    const result = await routeNextStep(step('JUMP_TO_URL', { jumpUrl: 'https://evil.example/' }), ctx);
    expect(result).to.deep.equal({ kind: 'refused', action: 'JUMP_TO_URL', error: 'URL is illeagle' });
    expect(log).to.deep.equal([]);
    expect(announced).to.deep.equal([]);
  });

  it('a missing URL is refused as empty (SPEC §5)', async () => {
    const { ctx, log } = fakeContext();
    expect(await routeNextStep(step('JUMP_TO_URL', {}), ctx)).to.deep.equal({ kind: 'refused', action: 'JUMP_TO_URL', error: 'URL is empty' });
    expect(await routeNextStep(step('SECOND_VERIFICATION', {}), ctx)).to.deep.equal({ kind: 'refused', action: 'SECOND_VERIFICATION', error: 'URL is empty' });
    expect(log).to.deep.equal([]);
  });

  it('a malformed second-verification URL is refused, never thrown (issue 20)', async () => {
    const { ctx, log, announced } = fakeContext({ allow: (url) => url });
    const result = await routeNextStep(step('SECOND_VERIFICATION', { url: 'http://[' }), ctx);
    expect(result).to.deep.equal({ kind: 'refused', action: 'SECOND_VERIFICATION', error: 'URL is illeagle' });
    expect(log).to.deep.equal([]);
    expect(announced).to.deep.equal([]);
  });

  it('COMPLETE_PASSWORD_FOR_LOGIN replaces with reset-password, token and scene marker', async () => {
    const { ctx, log } = fakeContext();
    await routeNextStep(step('COMPLETE_PASSWORD_FOR_LOGIN', { token: 't1', tokenType: 'RESET' }), ctx);
    expect(log).to.deep.equal([
      `replace reset-password ${JSON.stringify({ token: 't1', tokenType: 'RESET', scene: COMPLETE_PASSWORD_SCENE })}`,
    ]);
  });

  for (const action of ['OAUTH_VERIFY_EMAIL_PASSWORD', 'OAUTH_COMPLETE_PHONE_FOR_REGISTER']) {
    it(`${action} goes to the account-binding verify page`, async () => {
      const { ctx, log } = fakeContext();
      await routeNextStep(step(action, { token: 'bind1' }), ctx);
      expect(log).to.deep.equal(['navigate https://www.mkt.sg/member/third-verify?token=bind1']);
    });
  }

  it('SECOND_VERIFICATION adds redirect, token and type to the url', async () => {
    const { ctx, log } = fakeContext();
    await routeNextStep(step('SECOND_VERIFICATION', { url: 'https://www.mkt.sg/member/verify', token: 'v1', tokenType: 'SECOND' }), ctx);
    const url = new URL(log[0].replace('navigate ', ''));
    expect(url.pathname).to.equal('/member/verify');
    expect(url.searchParams.get('redirect')).to.equal('https://www.mkt.sg/shop');
    expect(url.searchParams.get('token')).to.equal('v1');
    expect(url.searchParams.get('type')).to.equal('SECOND');
  });

  it('DELETION_COOL_CONFIRM goes to the given url', async () => {
    const { ctx, log } = fakeContext();
    await routeNextStep(step('DELETION_COOL_CONFIRM', { url: 'https://www.mkt.sg/member/close-account-restore?token=c' }), ctx);
    expect(log).to.deep.equal(['navigate https://www.mkt.sg/member/close-account-restore?token=c']);
  });

  it('COMPLETE_PROFILE replaces with profile-complete with userId and token', async () => {
    const { ctx, log } = fakeContext();
    await routeNextStep(step('COMPLETE_PROFILE', { token: 'reg1' }, { userId: 42 }), ctx);
    expect(log).to.deep.equal([`replace profile-complete ${JSON.stringify({ userId: 42, token: 'reg1' })}`]);
  });

  it('JUMP_TO_ADD_PHONE pushes add-phone', async () => {
    const { ctx, log } = fakeContext();
    await routeNextStep(step('JUMP_TO_ADD_PHONE', { token: 'p1', tokenType: 'OAUTH' }), ctx);
    expect(log).to.deep.equal([`push add-phone ${JSON.stringify({ token: 'p1', tokenType: 'OAUTH' })}`]);
  });

  it('no action finishes with the response', async () => {
    const { ctx, log, announced } = fakeContext();
    const result = await routeNextStep({ userId: 7 }, ctx);
    expect(result).to.deep.equal({ kind: 'finished' });
    expect(log).to.deep.equal(['finish 7']);
    expect(announced).to.deep.equal([]);
  });

  it('a listener cancelling mkt-next-step stops every kind of step', async () => {
    for (const [action, data] of [
      ['JUMP_TO_URL', { jumpUrl: 'https://www.mkt.sg/x' }],
      ['COMPLETE_PROFILE', { token: 'r' }],
      ['JUMP_TO_ADD_PHONE', { token: 'p' }],
      ['DELETION_COOL_CONFIRM', { url: 'https://www.mkt.sg/c' }],
    ] as const) {
      const { ctx, log } = fakeContext({ cancel: true });
      const result = await routeNextStep(step(action, data), ctx);
      expect(result, action).to.deep.equal({ kind: 'cancelled', action });
      expect(log, action).to.deep.equal([]);
    }
  });
});
