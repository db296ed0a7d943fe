import { expect } from '@open-wc/testing';
import { adoptUiStyles, getUiStyleSheet, registerUiStyles } from '../../src/ui/styles.ts';

function newRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.appendChild(host);
  return host.attachShadow({ mode: 'open' });
}

describe('shared UI stylesheet', () => {
  it('builds one sheet and every root adopts that same object', () => {
    const a = newRoot();
    const b = newRoot();
    adoptUiStyles(a);
    adoptUiStyles(b);
    expect(getUiStyleSheet()).to.equal(getUiStyleSheet());
    expect(a.adoptedStyleSheets[0]).to.equal(b.adoptedStyleSheets[0]);
    expect(a.adoptedStyleSheets[0]).to.equal(getUiStyleSheet());
    a.host.remove();
    b.host.remove();
  });

  it('adopting twice does not duplicate, and keeps sheets the root already had', () => {
    const root = newRoot();
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptUiStyles(root);
    adoptUiStyles(root);
    expect(root.adoptedStyleSheets.filter((s) => s === getUiStyleSheet())).to.have.length(1);
    expect(root.adoptedStyleSheets[0]).to.equal(own);
    root.host.remove();
  });

  it('holds the design tokens, a part for the toast, and the component rules', () => {
    const text = Array.from(getUiStyleSheet().cssRules).map((r) => r.cssText).join('\n');
    for (const token of ['--mkt-color-primary', '--mkt-radius', '--mkt-font-family', '--mkt-space-4', '--mkt-z-index-dialog', '--mkt-focus-ring-color']) {
      expect(text).to.contain(token);
    }
    expect(text).to.contain('.mkt-button--outline');
  });

  it('registered extra CSS reaches roots adopted afterwards', () => {
    const sheet = registerUiStyles('.mkt-extra-test { color: rgb(9, 9, 9); }');
    const root = newRoot();
    adoptUiStyles(root);
    expect(root.adoptedStyleSheets).to.include(sheet);
    root.host.remove();
  });
});
