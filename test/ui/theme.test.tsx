import { expect, waitUntil } from '@open-wc/testing';
import { Button } from '../../src/ui/Button/Button.tsx';
import { Input } from '../../src/ui/Input/Input.tsx';
import { renderInShadow } from '../helpers/render.tsx';

/** An aggressive host page: a reset on *, button and input, some of it !important on inherited properties. */
const HOSTILE_PAGE_CSS = `
  * { font-family: "Comic Sans MS", cursive !important; color: magenta !important; letter-spacing: 3px !important;
      line-height: 3 !important; text-transform: uppercase !important; font-size: 22px !important; box-sizing: content-box !important; }
  html, body, div { font-weight: 900 !important; text-align: right !important; word-spacing: 12px !important; visibility: visible; }
  button { background: lime !important; border: 5px dashed red !important; padding: 30px !important; border-radius: 0 !important; }
  input { border: 4px solid orange !important; background: yellow !important; height: 80px !important; }
`;

const PROPERTIES = [
  'font-family', 'font-size', 'font-weight', 'color', 'letter-spacing', 'word-spacing', 'line-height', 'text-transform',
  'text-align', 'background-color', 'border-top-width', 'border-top-style', 'padding-top', 'padding-left', 'border-radius',
  'height', 'width', 'box-sizing',
];

async function snapshot(): Promise<Record<string, Record<string, string>>> {
  const view = await renderInShadow(
    <>
      <Button>Login</Button>
      <Input label="Email" defaultValue="someone@example.com" />
    </>,
  );
  try {
    const pick = (el: Element) => Object.fromEntries(PROPERTIES.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]));
    return {
      button: pick(view.root.querySelector('button')!),
      buttonLabel: pick(view.root.querySelector('[part="button-label"]')!),
      input: pick(view.root.querySelector('input')!),
      label: pick(view.root.querySelector('label')!),
    };
  } finally {
    await view.unmount();
  }
}

describe('theming and isolation', () => {
  it('host-page CSS (even !important on inherited properties) does not change our button or input', async () => {
    const clean = await snapshot();
    const style = document.createElement('style');
    style.textContent = HOSTILE_PAGE_CSS;
    document.head.appendChild(style);
    try {
      const hostile = await snapshot();
      expect(hostile).to.deep.equal(clean);
    } finally {
      style.remove();
    }
  });

  it('lets a host page restyle through --mkt-* custom properties', async () => {
    const view = await renderInShadow(<Button>Login</Button>);
    try {
      view.host.style.setProperty('--mkt-color-primary', 'rgb(1, 2, 3)');
      // (the button's colour transition runs first)
      await waitUntil(() => getComputedStyle(view.root.querySelector('button')!).backgroundColor === 'rgb(1, 2, 3)', 'token ignored');
    } finally {
      await view.unmount();
    }
  });

  it('applies the mybiz theme by host attribute and by class', async () => {
    const plain = await renderInShadow(<Button>a</Button>);
    const byClass = await renderInShadow(<Button>b</Button>, { theme: 'mybiz' });
    const byAttribute = await renderInShadow(<Button>c</Button>);
    byAttribute.host.setAttribute('theme', 'mybiz');
    try {
      const bg = (v: typeof plain) => getComputedStyle(v.root.querySelector('button')!).backgroundColor;
      expect(bg(byClass)).not.to.equal(bg(plain));
      // (the button's colour transition runs first)
      await waitUntil(() => bg(byAttribute) === bg(byClass), 'host attribute theme ignored');
    } finally {
      for (const view of [plain, byClass, byAttribute]) await view.unmount();
    }
  });

  it('mirrors logical spacing under dir=rtl', async () => {
    const view = await renderInShadow(<Input label="Phone" prefix="+92" />, { lang: 'ur' });
    try {
      const prefix = view.root.querySelector('[part="input-prefix"]')!;
      expect(getComputedStyle(prefix).borderLeftWidth).to.equal('1px');
      expect(getComputedStyle(prefix).borderRightWidth).to.equal('0px');
    } finally {
      await view.unmount();
    }
  });
});
