import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/en.ts';
import { $dialogQueue, alert, clearDialogs, confirm, dialogText, requestRetryLaterDialog, settleDialog } from '../../src/stores/dialog.ts';

describe('dialog store', () => {
  afterEach(() => clearDialogs());

  it('queues an alert that resolves when settled, whatever the outcome', async () => {
    const done = alert({ title: 'Hello' });
    const [queued] = $dialogQueue.get();
    expect(queued.kind).to.equal('alert');
    expect(queued.title).to.equal('Hello');
    settleDialog(queued.id, false);
    await done;
    expect($dialogQueue.get()).to.have.length(0);
  });

  it('resolves confirm() with true on confirm and false otherwise', async () => {
    const yes = confirm({ title: 'Sure?' });
    const no = confirm({ title: 'Really?' });
    const [first, second] = $dialogQueue.get();
    settleDialog(first.id, true);
    settleDialog(second.id, false);
    expect(await yes).to.equal(true);
    expect(await no).to.equal(false);
  });

  it('keeps dialogs in order and ignores unknown or repeated settles', async () => {
    const a = confirm({ title: 'A' });
    void confirm({ title: 'B' });
    const [first] = $dialogQueue.get();
    settleDialog(first.id, true);
    settleDialog(first.id, false);
    settleDialog(9999, true);
    expect(await a).to.equal(true);
    expect($dialogQueue.get().map((d) => d.title)).to.deep.equal(['B']);
  });

  it('queues the retry-later alert with the translated title', async () => {
    const done = requestRetryLaterDialog();
    const [queued] = $dialogQueue.get();
    expect(queued.kind).to.equal('alert');
    expect(dialogText(queued.title, en)).to.equal('Too many requests, please try again later');
    settleDialog(queued.id, true);
    await done;
  });

  it('clearDialogs() resolves everything as cancelled', async () => {
    const pending = confirm({ title: 'x' });
    clearDialogs();
    expect(await pending).to.equal(false);
    expect($dialogQueue.get()).to.have.length(0);
  });
});
