/**
 * Issue 20: a typed password never reaches the DOM as an attribute (DOM snapshots and
 * session-replay tools record attributes), whether it is hidden or shown, typed or set by the
 * screen (a value kept when the shopper comes back).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { PasswordInput } from '../../../src/ui/Input/PasswordInput.tsx';
import { actAsync, renderInShadow, type RenderResult } from '../../helpers/render.tsx';

const SECRET = 'Mkt@2024go';

describe('PasswordInput: no value attribute (issue 20)', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('keeps what is typed in the property only, hidden and shown', async () => {
    let seen = '';
    function Form() {
      const [value, setValue] = useState('');
      seen = value;
      return <PasswordInput label="Password" value={value} onValueChange={setValue} />;
    }
    view = await renderInShadow(<Form />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await sendKeys({ type: SECRET });
    expect(input.value).to.equal(SECRET);
    expect(seen).to.equal(SECRET);
    expect(input.getAttribute('value') ?? '').to.equal('');
    expect(view.root.innerHTML).to.not.contain(SECRET);
    view.root.querySelector<HTMLButtonElement>('[part="password-toggle"]')!.click();
    await actAsync(() => undefined);
    expect(input.type).to.equal('text');
    expect(input.getAttribute('value') ?? '').to.equal('');
    expect(view.root.innerHTML).to.not.contain(SECRET);
  });

  it('shows a value the screen sets, without an attribute', async () => {
    view = await renderInShadow(<PasswordInput label="Password" value={SECRET} onValueChange={() => undefined} />);
    const input = view.root.querySelector('input')!;
    expect(input.value).to.equal(SECRET);
    expect(input.getAttribute('value') ?? '').to.equal('');
  });
});
