import { expect } from '@open-wc/testing';
import DOMPurify from 'dompurify';
import {
  MARKUP_HIGHLIGHT_CLASSES,
  MARKUP_TRUSTED_TYPES_POLICY,
  sanitizeMarkupForSink,
} from '../../src/security/sanitize.ts';

/** The sanitiser's output as the markup a sink receives (Chromium's TrustedHTML turns into it). */
const sanitized = (html: string): string => String(sanitizeMarkupForSink(html));

/** Parse sanitiser output the way a sink would, without executing anything (inert document). */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

function tagsOf(html: string): string[] {
  return [...parse(html).querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
}

describe('sanitizeMarkupForSink', () => {
  it('keeps bold, strong, line breaks and our highlight spans', () => {
    const html = '<b>Open</b> the <strong>app</strong><br><span class="mkt-hl-red">red</span> <span class="mkt-hl-blue">blue</span>';
    expect(sanitized(html)).to.equal(html);
    expect(MARKUP_HIGHLIGHT_CLASSES).to.deep.equal(['mkt-hl-red', 'mkt-hl-blue']);
  });

  it('keeps only our highlight classes on spans, and no other attribute anywhere', () => {
    const body = parse(
      sanitized(
        '<span class="mkt-hl-blue evil mkt-hl-blue" id="x" style="color:red" data-x="1" aria-label="a">a</span>' +
          '<span class="evil">b</span><b class="mkt-hl-red" title="t" href="https://www.mkt.sg/">c</b>',
      ),
    );
    const [first, second] = [...body.querySelectorAll('span')];
    expect(first.getAttributeNames()).to.deep.equal(['class']);
    expect(first.className).to.equal('mkt-hl-blue');
    expect(second.getAttributeNames()).to.deep.equal([]);
    expect(body.querySelector('b')!.getAttributeNames()).to.deep.equal([]);
    expect(body.textContent).to.equal('abc');
  });

  it('keeps allow-listed links, opening in a new tab without opener or referrer', () => {
    const body = parse(sanitized('See <a href="https://www.mkt.sg/help" onclick="x()" title="t" target="_self">help</a>.'));
    const link = body.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://www.mkt.sg/help');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttributeNames().sort()).to.deep.equal(['href', 'rel', 'target']);
    expect(body.textContent).to.equal('See help.');
  });

  it('accepts payment-partner links as jump targets', () => {
    expect(tagsOf(sanitized('<a href="https://m.dana.id/pay">pay</a>'))).to.deep.equal(['a']);
  });

  it('turns links that fail the jump-URL allow-list into plain text', () => {
    for (const href of [
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      'https://www.mkt.sg@evil.example/',
      'http://www.mkt.sg/',
      '',
    ]) {
      const clean = sanitized(`before <a href="${href}">link <b>bold</b></a> after`);
      expect(tagsOf(clean), href).to.deep.equal(['b']);
      expect(parse(clean).textContent, href).to.equal('before link bold after');
    }
    expect(sanitized('<a>no href</a>')).to.equal('no href');
  });

  it('still sanitises what was inside a refused link', () => {
    const clean = sanitized('<a href="javascript:x"><img src=x onerror="alert(1)"><i>in</i><a href="https://evil.example">deep</a></a>');
    expect(tagsOf(clean)).to.deep.equal([]);
    expect(parse(clean).textContent).to.equal('indeep');
  });

  it('keeps the text of other elements and drops script, style and iframe with their content', () => {
    expect(sanitized('<i>italic</i> <p>para</p> <div><u>u</u></div>')).to.equal('italic para u');
    expect(sanitized('a<script>alert(1)</script>b<style>b{}</style>c<iframe>frame</iframe>d')).to.equal('abcd');
  });

  it('leaves plain text and entities alone', () => {
    expect(sanitized('Scan the code &amp; log in')).to.equal('Scan the code &amp; log in');
    expect(sanitized('1 &lt; 2')).to.equal('1 &lt; 2');
    expect(sanitized('')).to.equal('');
  });

  it("does not touch the host page's DOMPurify (hooks live on a private instance)", () => {
    sanitized('<a href="https://www.mkt.sg/">warm up hooks</a>');
    const hostResult = parse(DOMPurify.sanitize('<i>kept</i><a href="https://evil.example/">link</a>'));
    expect(hostResult.querySelector('i')).to.not.equal(null);
    const link = hostResult.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://evil.example/');
    expect(link.hasAttribute('target')).to.equal(false);
  });

  it(`returns TrustedHTML from the "${MARKUP_TRUSTED_TYPES_POLICY}" policy for sinks where Trusted Types exist`, () => {
    const factory = (window as unknown as { trustedTypes: { isHTML(value: unknown): boolean } }).trustedTypes;
    expect(factory, 'Chromium has Trusted Types').to.not.equal(undefined);
    const value = sanitizeMarkupForSink('<b>bold</b><img src=x onerror=alert(1)>');
    expect(factory.isHTML(value)).to.equal(true);
    expect(String(value)).to.equal('<b>bold</b>');
  });
});
