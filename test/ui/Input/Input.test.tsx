import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Input } from '../../../src/ui/Input/Input.tsx';
import { PasswordInput } from '../../../src/ui/Input/PasswordInput.tsx';
import { onlyDigits } from '../../../src/i18n/digits.ts';
import { renderInShadow, type RenderResult } from '../../helpers/render.tsx';

/** Fires a paste the way a browser does, with the clipboard text attached. */
function paste(input: HTMLInputElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
}

describe('Input', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('labels the field and links the error with aria-describedby and aria-invalid', async () => {
    view = await renderInShadow(<Input label="Phone Number" error="Please enter a valid phone number." />);
    const input = view.root.querySelector('input')!;
    expect(view.root.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Phone Number');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => view!.root.getElementById(id)!.textContent);
    expect(described).to.include('Please enter a valid phone number.');
  });

  it('is valid without an error', async () => {
    view = await renderInShadow(<Input label="Email" />);
    expect(view.root.querySelector('input')!.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('strips non-digits while typing, mapping full-width digits to ASCII', async () => {
    let last = '';
    view = await renderInShadow(<Input label="Phone" digitsOnly onValueChange={(v) => (last = v)} />);
    const input = view.root.querySelector('input')!;
    expect(input.inputMode).to.equal('numeric');
    input.focus();
    await sendKeys({ type: '9a1-2 ３４' });
    expect(input.value).to.equal('91234');
    expect(last).to.equal('91234');
  });

  it('keeps digits typed on an Urdu keyboard, as ASCII', async () => {
    let last = '';
    view = await renderInShadow(<Input label="Phone" digitsOnly onValueChange={(v) => (last = v)} />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await sendKeys({ type: '۰۳۰۰ ۱۲۳' });
    expect(input.value).to.equal('0300123');
    expect(last).to.equal('0300123');
  });

  it('cleans a paste before the length limit applies', async () => {
    let last = '';
    view = await renderInShadow(<Input label="Phone" digitsOnly maxLength={8} onValueChange={(v) => (last = v)} />);
    const input = view.root.querySelector('input')!;
    input.focus();
    paste(input, '+65 ９１２３-4567 89');
    expect(input.value).to.equal('65912345');
    expect(last).to.equal('65912345');
  });

  it('counts characters against maxLength in the language of the page', async () => {
    view = await renderInShadow(<Input label="Nickname" maxLength={20} showCount />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await sendKeys({ type: 'abc' });
    const counter = view.root.querySelector('[part="input-count"]')!;
    expect(counter.textContent).to.equal('3/20');
    expect(input.getAttribute('aria-describedby')).to.contain(counter.id);
  });

  it('shows a read-only prefix that is not part of the value', async () => {
    view = await renderInShadow(<Input label="Phone" prefix="+65" digitsOnly />);
    const prefix = view.root.querySelector('[part="input-prefix"]')!;
    expect(prefix.textContent).to.equal('+65');
    expect(view.root.querySelector('input')!.value).to.equal('');
    expect(view.root.querySelector('input')!.getAttribute('aria-describedby')).to.contain(prefix.id);
  });

  it('passes autoComplete and inputMode through and forwards its ref', async () => {
    let element: HTMLInputElement | null = null;
    view = await renderInShadow(<Input label="Email" autoComplete="email" inputMode="email" ref={(el) => void (element = el)} />);
    const input = view.root.querySelector('input')!;
    expect(element).to.equal(input);
    expect(input.autocomplete).to.equal('email');
    expect(input.inputMode).to.equal('email');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('12');
      return (
        <>
          <Input label="Code" digitsOnly value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    view = await renderInShadow(<Controlled />);
    const input = view.root.querySelector('input')!;
    input.focus();
    input.setSelectionRange(2, 2);
    await sendKeys({ type: 'x3' });
    expect(view.root.querySelector('output')!.textContent).to.equal('123');
  });

  it('onlyDigits maps full-width and regional digits and drops everything else', () => {
    expect(onlyDigits('０１２３４５６７８９')).to.equal('0123456789');
    expect(onlyDigits('+(65) 9１-2a')).to.equal('65912');
    // An Urdu keyboard types Extended Arabic-Indic digits; the phone field keeps them as ASCII.
    expect(onlyDigits('۰۳۰۰ ۱۲۳۴۵۶۷')).to.equal('03001234567');
    expect(onlyDigits('٣')).to.equal('3');
  });
});

describe('PasswordInput', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('toggles visibility with a labelled, pressed-state button', async () => {
    view = await renderInShadow(<PasswordInput label="Password" />);
    const input = view.root.querySelector('input')!;
    const toggle = view.root.querySelector<HTMLButtonElement>('[part="password-toggle"]')!;
    expect(input.type).to.equal('password');
    expect(toggle.getAttribute('aria-label')).to.equal('Show password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    expect(input.type).to.equal('text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Space' });
    expect(input.type).to.equal('password');
  });
});
