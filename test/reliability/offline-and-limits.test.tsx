/**
 * Issue 10, the pieces behind two journeys: a password submit while the encryption library cannot
 * load (offline) is a network failure for the toast, never a request; and the SPEC §8
 * traffic-limit dialog carries a retry-later button.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { userMessage, type Api } from '../../src/api/index.ts';
import { submitPasswordLogin } from '../../src/features/password/password-login.ts';
import { en } from '../../src/i18n/en.ts';
import { RsaError } from '../../src/security/rsa.ts';
import { clearDialogs, requestRetryLaterDialog } from '../../src/stores/dialog.ts';
import { DialogHost } from '../../src/ui/Dialog/DialogHost.tsx';
import { actAsync, renderInShadow, type RenderResult } from '../helpers/render.tsx';

describe('reliability: offline before the encryption library arrived', () => {
  it('ends as a failed call shown as "Network error", and sends nothing', async () => {
    let sent = 0;
    const api: Pick<Api, 'login'> = {
      login: async () => {
        sent += 1;
        return {};
      },
    };
    const unavailable = new RsaError('unavailable', 'The encryption library could not be loaded.');
    const outcome = await submitPasswordLogin(
      { api, publicKey: 'k', encrypt: () => Promise.reject(unavailable) },
      { loginName: '91234567', password: 'Mkt@2024go' },
    );
    expect(outcome).to.deep.equal({ kind: 'failed', error: unavailable });
    expect(sent).to.equal(0);
    expect(userMessage(unavailable, en)).to.equal('Network error');
  });
});

describe('reliability: the retry-later dialog (SPEC §8 FAIL_SYS_TRAFFIC_LIMIT)', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    clearDialogs();
    await view?.unmount();
    view = undefined;
  });

  it('has the title and one retry-later button, which closes it', async () => {
    view = await renderInShadow(<DialogHost />);
    let closed = false;
    await actAsync(() => {
      void requestRetryLaterDialog().then(() => (closed = true));
    });
    await waitUntil(() => view!.root.querySelector('[role="dialog"] h2'), 'no dialog');
    expect(view.root.querySelector('[role="dialog"] h2')!.textContent).to.equal('Too many requests, please try again later');
    const buttons = [...view.root.querySelectorAll<HTMLButtonElement>('[role="dialog"] [part~="dialog-actions"] button')];
    expect(buttons.map((button) => button.textContent)).to.deep.equal(['Try again later']);
    await actAsync(() => buttons[0].click());
    await waitUntil(() => closed, 'the dialog did not close');
  });
});
