import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { Dialog, type DialogProps } from '../../../src/ui/Dialog/Dialog.tsx';
import { DialogHost } from '../../../src/ui/Dialog/DialogHost.tsx';
import { alert, clearDialogs, confirm, requestRetryLaterDialog } from '../../../src/stores/dialog.ts';
import { deepActiveElement } from '../../../src/ui/dom.ts';
import { actAsync, renderInShadow, type RenderResult } from '../../helpers/render.tsx';

async function clickCentre(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

function buttonNamed(root: ShadowRoot, name: string): HTMLButtonElement {
  const button = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === name || b.getAttribute('aria-label') === name);
  if (!button) throw new Error(`no button ${name}`);
  return button;
}

/** An opener button and a dialog it controls, as a screen would use them. */
function Harness(props: Partial<DialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Restore account"
        desc="Are you going to restore your account?"
        closable
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClosed?.();
        }}
      >
        <input aria-label="Reason" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    clearDialogs();
    await view?.unmount();
    view = undefined;
  });

  it('renders nothing while closed', async () => {
    view = await renderInShadow(<Dialog open={false} title="x" />);
    expect(view.root.querySelector('[role="dialog"]')).to.equal(null);
  });

  it('is a modal dialog labelled by its title and described by its text, with translated default labels', async () => {
    view = await renderInShadow(<Dialog open title="Title" desc="Description" />);
    const dialog = view.root.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(view.root.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Title');
    expect(view.root.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Description');
    expect(buttonNamed(view.root, 'Confirm')).not.to.equal(null);
    expect(buttonNamed(view.root, 'Cancel')).not.to.equal(null);
    expect(dialog.getAttribute('part')).to.equal('dialog');
  });

  it('moves focus in on open, wraps Tab and Shift+Tab inside, closes on Escape and returns focus to the opener', async () => {
    let closed = 0;
    view = await renderInShadow(<Harness onClosed={() => closed++} />);
    const opener = buttonNamed(view.root, 'Open');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => view!.root.querySelector('[role="dialog"]'));
    const reason = view.root.querySelector('input')!;
    expect(deepActiveElement()).to.equal(reason);

    // Reason -> Cancel -> Confirm -> Close (X) -> back to Reason
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(buttonNamed(view.root, 'Cancel'));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(buttonNamed(view.root, 'Close'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(reason);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActiveElement()).to.equal(buttonNamed(view.root, 'Close'));

    await sendKeys({ press: 'Escape' });
    expect(closed).to.equal(1);
    expect(view.root.querySelector('[role="dialog"]')).to.equal(null);
    expect(deepActiveElement()).to.equal(opener);
  });

  it('ignores mask clicks by default (SPEC §9 maskClosable false)', async () => {
    let closed = 0;
    view = await renderInShadow(<Dialog open title="t" onClose={() => closed++} />);
    await sendMouse({ type: 'click', position: [3, 3] });
    expect(closed).to.equal(0);
  });

  it('closes on a mask click when maskClosable, but not on a click inside', async () => {
    let closed = 0;
    view = await renderInShadow(<Dialog open maskClosable title="t" onClose={() => closed++} />);
    await clickCentre(view.root.querySelector('[role="dialog"] h2')!);
    expect(closed).to.equal(0);
    await sendMouse({ type: 'click', position: [3, 3] });
    expect(closed).to.equal(1);
  });

  it('does not close on Escape when closeOnEscape is false', async () => {
    let closed = 0;
    view = await renderInShadow(<Dialog open title="t" closeOnEscape={false} onClose={() => closed++} />);
    await sendKeys({ press: 'Escape' });
    expect(closed).to.equal(0);
  });

  it('keeps the dialog open after an action unless closeOnAction', async () => {
    const calls: string[] = [];
    view = await renderInShadow(
      <Dialog open title="t" onConfirm={() => calls.push('confirm')} onCancel={() => calls.push('cancel')} onClose={() => calls.push('close')} />,
    );
    await clickCentre(buttonNamed(view.root, 'Confirm'));
    await clickCentre(buttonNamed(view.root, 'Cancel'));
    expect(calls).to.deep.equal(['confirm', 'cancel']);
    await view.rerender(
      <Dialog open title="t" closeOnAction onConfirm={() => calls.push('confirm')} onCancel={() => calls.push('cancel')} onClose={() => calls.push('close')} />,
    );
    await clickCentre(buttonNamed(view.root, 'Confirm'));
    expect(calls.slice(2)).to.deep.equal(['confirm', 'close']);
  });

  it('uses the mybiz theme colours when asked', async () => {
    view = await renderInShadow(
      <>
        <Dialog open title="t" theme="mybiz" />
      </>,
    );
    const confirmButton = buttonNamed(view.root, 'Confirm');
    const plain = await renderInShadow(<Dialog open title="t" />);
    try {
      expect(getComputedStyle(confirmButton).backgroundColor).not.to.equal(getComputedStyle(buttonNamed(plain.root, 'Confirm')).backgroundColor);
    } finally {
      await plain.unmount();
    }
  });
});

describe('alert() and confirm() with <DialogHost>', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    clearDialogs();
    await view?.unmount();
    view = undefined;
  });

  it('confirm() resolves true on Confirm', async () => {
    view = await renderInShadow(<DialogHost />, { withRoot: true });
    let answer: Promise<boolean> | undefined;
    await actAsync(() => {
      answer = confirm({ title: 'Restore?', desc: 'Are you going to restore your account?' });
    });
    await waitUntil(() => view!.root.querySelector('[role="dialog"]'));
    await clickCentre(buttonNamed(view.root, 'Confirm'));
    expect(await answer).to.equal(true);
    await waitUntil(() => !view!.root.querySelector('[role="dialog"]'));
  });

  it('confirm() resolves false on Cancel and on Escape', async () => {
    view = await renderInShadow(<DialogHost />);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    await actAsync(() => {
      first = confirm({ title: 'One' });
      second = confirm({ title: 'Two' });
    });
    await clickCentre(buttonNamed(view.root, 'Cancel'));
    expect(await first).to.equal(false);
    await waitUntil(() => view!.root.querySelector('h2')?.textContent === 'Two');
    await sendKeys({ press: 'Escape' });
    expect(await second).to.equal(false);
  });

  it('alert() shows one Confirm button and resolves on close', async () => {
    view = await renderInShadow(<DialogHost />);
    let done = false;
    await actAsync(() => {
      void alert({ title: 'Saved' }).then(() => (done = true));
    });
    await waitUntil(() => view!.root.querySelector('[role="dialog"]'));
    expect(view.root.querySelectorAll('[role="dialog"] button')).to.have.length(1);
    await clickCentre(buttonNamed(view.root, 'Confirm'));
    await waitUntil(() => done);
  });

  it('shows the retry-later alert in the screen’s language', async () => {
    view = await renderInShadow(<DialogHost />);
    await actAsync(() => {
      void requestRetryLaterDialog();
    });
    await waitUntil(() => view!.root.querySelector('[role="dialog"] h2'));
    expect(view.root.querySelector('[role="dialog"] h2')!.textContent).to.equal('Too many requests, please try again later');
  });
});
