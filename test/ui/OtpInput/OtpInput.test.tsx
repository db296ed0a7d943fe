import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRef } from 'react';
import { OTP_DEFAULT_LENGTH } from '../../../src/config/constants.ts';
import { OtpInput, type OtpInputHandle } from '../../../src/ui/OtpInput/OtpInput.tsx';
import { actAsync, renderInShadow, type RenderResult } from '../../helpers/render.tsx';

function paste(input: HTMLInputElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
}

describe('OtpInput', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  const boxesOf = (root: ShadowRoot) => Array.from(root.querySelectorAll<HTMLInputElement>('[part="otp-box"]'));
  const code = (root: ShadowRoot) => boxesOf(root).map((b) => b.value).join('');

  it(`has ${OTP_DEFAULT_LENGTH} numeric boxes under one group label, the first taking one-time-code autofill`, async () => {
    view = await renderInShadow(<OtpInput />);
    const group = view.root.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).to.equal('One-time code');
    const boxes = boxesOf(view.root);
    expect(boxes).to.have.length(OTP_DEFAULT_LENGTH);
    expect(boxes[0].autocomplete).to.equal('one-time-code');
    expect(boxes.every((b) => b.inputMode === 'numeric')).to.equal(true);
    expect(boxes.every((b) => b.getAttribute('aria-label'))).to.equal(true);
  });

  it('advances while typing, ignores letters, goes back on Backspace and calls onComplete once full', async () => {
    const completed: string[] = [];
    view = await renderInShadow(<OtpInput length={4} onComplete={(c) => completed.push(c)} />);
    const boxes = boxesOf(view.root);
    boxes[0].focus();
    await sendKeys({ type: '1a2' });
    expect(code(view.root)).to.equal('12');
    expect(view.root.activeElement).to.equal(boxes[2]);
    await sendKeys({ press: 'Backspace' });
    expect(view.root.activeElement).to.equal(boxes[1]);
    expect(code(view.root)).to.equal('1');
    await sendKeys({ type: '２34' });
    expect(code(view.root)).to.equal('1234');
    expect(completed).to.deep.equal(['1234']);
  });

  it('fills every box from a paste and reports the code', async () => {
    const completed: string[] = [];
    view = await renderInShadow(<OtpInput onComplete={(c) => completed.push(c)} />);
    const boxes = boxesOf(view.root);
    boxes[3].focus();
    await actAsync(() => paste(boxes[3], 'Your code: 123 456'));
    expect(code(view.root)).to.equal('123456');
    expect(completed).to.deep.equal(['123456']);
  });

  it('announces an error through role=alert and marks the boxes invalid', async () => {
    view = await renderInShadow(<OtpInput error="Wrong code" />);
    expect(view.root.querySelector('[role="alert"]')!.textContent).to.equal('Wrong code');
    expect(boxesOf(view.root).every((b) => b.getAttribute('aria-invalid') === 'true')).to.equal(true);
  });

  it('reset() through its ref clears the boxes and focuses the first', async () => {
    const ref = createRef<OtpInputHandle>();
    view = await renderInShadow(<OtpInput ref={ref} />);
    const boxes = boxesOf(view.root);
    boxes[0].focus();
    await sendKeys({ type: '123' });
    await actAsync(() => ref.current!.reset());
    expect(code(view.root)).to.equal('');
    expect(view.root.activeElement).to.equal(boxes[0]);
  });

  it('fill() through its ref completes the code with the onComplete the screen passes now', async () => {
    const ref = createRef<OtpInputHandle>();
    const first: string[] = [];
    const second: string[] = [];
    view = await renderInShadow(<OtpInput ref={ref} length={4} onComplete={(c) => first.push(c)} />);
    await view.rerender(<OtpInput ref={ref} length={4} onComplete={(c) => second.push(c)} />);
    await actAsync(() => ref.current!.fill('4321'));
    expect(code(view.root)).to.equal('4321');
    expect(second).to.deep.equal(['4321']);
    expect(first).to.deep.equal([]);
  });

  it('a new error clears the code (SPEC §4) and focuses the first box without reporting a change; the next code completes when full', async () => {
    const completed: string[] = [];
    const changes: string[] = [];
    const Harness = ({ error }: { error?: string }) => (
      <OtpInput length={4} error={error} onChange={(c) => changes.push(c)} onComplete={(c) => completed.push(c)} />
    );
    view = await renderInShadow(<Harness />);
    const boxes = boxesOf(view.root);
    boxes[0].focus();
    await sendKeys({ type: '1234' });
    expect(completed).to.deep.equal(['1234']);
    const changesBefore = changes.length;
    await view.rerender(<Harness error="Wrong code" />);
    expect(code(view.root)).to.equal('');
    expect(view.root.activeElement).to.equal(boxes[0]);
    // The screen clears its error on a change: the clearing itself must not count as one.
    expect(changes.length).to.equal(changesBefore);
    expect(boxes.every((box) => box.getAttribute('aria-invalid') === 'true')).to.equal(true);
    expect(view.root.querySelector('[part="otp-error"]')!.textContent).to.equal('Wrong code');
    await sendKeys({ type: '9876' });
    expect(code(view.root)).to.equal('9876');
    expect(completed).to.deep.equal(['1234', '9876']);
  });

  it("a new code that starts with the refused code's first digit is typed whole (no digit lost)", async () => {
    const completed: string[] = [];
    const Harness = ({ error }: { error?: string }) => <OtpInput length={4} error={error} onComplete={(c) => completed.push(c)} />;
    view = await renderInShadow(<Harness />);
    const boxes = boxesOf(view.root);
    boxes[0].focus();
    await sendKeys({ type: '1111' });
    await view.rerender(<Harness error="Wrong code" />);
    await sendKeys({ type: '1' });
    expect(code(view.root)).to.equal('1');
    expect(view.root.activeElement).to.equal(boxes[1]);
    await sendKeys({ type: '234' });
    expect(completed).to.deep.equal(['1111', '1234']);
  });

  it('an error that comes while the boxes are disabled (the code being checked) clears them once they are enabled again', async () => {
    view = await renderInShadow(<OtpInput length={4} />);
    const boxes = boxesOf(view.root);
    boxes[0].focus();
    await sendKeys({ type: '1234' });
    await view.rerender(<OtpInput length={4} disabled error="Wrong code" />);
    expect(code(view.root)).to.equal('1234');
    await view.rerender(<OtpInput length={4} error="Wrong code" />);
    expect(code(view.root)).to.equal('');
    expect(view.root.activeElement).to.equal(boxes[0]);
  });

  it('keeps the digits left to right in Urdu', async () => {
    view = await renderInShadow(<OtpInput />, { lang: 'ur' });
    const boxes = boxesOf(view.root);
    expect(boxes[0].getBoundingClientRect().left).to.be.lessThan(boxes[1].getBoundingClientRect().left);
  });
});
