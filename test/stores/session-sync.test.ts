/**
 * Issue 19: what another tab announces reaches this tab's session store, and only when it has the
 * shape of an announcement (another script of the origin may post on the channel too).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { $session, setAnonymous } from '../../src/stores/session.ts';
import { followOtherTabs } from '../../src/stores/session-sync.ts';

/** Another tab: a second channel of the same name (a channel never hears its own messages). */
const otherTab = new BroadcastChannel('mkt-session');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('session sync between tabs (issue 19)', () => {
  beforeEach(() => setAnonymous());

  it('a login elsewhere logs this tab in with the announced user, and tells the followers', async () => {
    const heard: string[] = [];
    const stop = followOtherTabs((message) => heard.push(message.kind));
    otherTab.postMessage({ kind: 'login', user: { id: 'u1', name: 'Siti Tan' } });
    await waitUntil(() => $session.get().status === 'logged-in', 'the login reached this tab');
    expect($session.get().user).to.deep.equal({ id: 'u1', name: 'Siti Tan' });
    otherTab.postMessage({ kind: 'logout' });
    await waitUntil(() => $session.get().status === 'anonymous', 'the logout reached this tab');
    expect(heard).to.deep.equal(['login', 'logout']);
    stop();
  });

  it('ignores messages that are not announcements', async () => {
    followOtherTabs();
    for (const message of [null, 'login', { kind: 'login' }, { kind: 'login', user: { id: 5 } }, { kind: 'login', user: { id: '' } }, { kind: 'admin' }]) {
      otherTab.postMessage(message);
    }
    await settle();
    expect($session.get().status).to.equal('anonymous');
  });
});
