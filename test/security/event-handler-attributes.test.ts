import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DEFUSED_ATTRIBUTE_PREFIX, defuseEventHandlerAttributes, defuseReportingMarkup } from '../../src/security/event-handler-attributes.ts';

/** How DOMPurify parses: an inert DOMParser document (no CSP in this test page, so no reports). */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/**
 * The parsed tree as text: every node in document order with its namespace, name, attributes
 * (a defused `x-on...` read back as `on...`) and text. Two strings with the same description
 * differ only in the names of their handler attributes.
 */
function describeTree(html: string, undoDefusing: boolean): string[] {
  const document = parse(html);
  const lines: string[] = [];
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      const attributes = [...node.attributes].map(({ name, value }) => {
        const original = undoDefusing && name.startsWith(`${DEFUSED_ATTRIBUTE_PREFIX}on`) ? name.slice(DEFUSED_ATTRIBUTE_PREFIX.length) : name;
        return `${original}=${JSON.stringify(value)}`;
      });
      lines.push(`<${node.namespaceURI} ${node.localName} ${attributes.join(' ')}>`);
    } else {
      lines.push(`${node.nodeType}:${JSON.stringify(node.nodeValue)}`);
    }
  }
  return lines;
}

/** Handler attributes the parser would create from `html`. */
function handlerAttributes(html: string): string[] {
  return [...parse(html).querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')).map((name) => `${element.localName}[${name}]`),
  );
}

/** The payload style of DOMPurify's and the Markup tests' corpora. */
const HOSTILE = [
  '<img src=x onerror="PWN">',
  '<!--> <b onclick=PWN>after an empty comment</b>',
  '<img src="x"onerror="PWN">',
  "<img src='x' ONERROR='PWN'>",
  '<img/onerror=PWN/src=x>',
  '<img src=x\tonerror\n=\fPWN>',
  '<img =onerror src=x onerror = PWN >',
  '<svg onload="PWN"><circle r="5"></circle></svg>SVG',
  '<svg><style><img src=x onerror=PWN></style></svg>',
  '<svg><![CDATA[ a > b <img onerror=PWN> ]]></svg><b onclick=PWN>after</b>',
  '<b onmouseover="PWN">b</b><span class="mkt-hl-red" tabindex="0" autofocus onfocus="PWN">s</span>',
  '<details open ontoggle="PWN">details</details>',
  '<video><source onerror="PWN"></video>',
  '<body onload="PWN">body</body>',
  '<a href="https://www.mkt.sg/ok" onclick="PWN">fine link</a>',
  '<p title="a > b" onclick=PWN>quoted greater-than</p>',
  '<div onclick=PWN/>self-closing</div>',
  '<input autofocus onfocus="PWN">',
  '<form><button formaction=x onclick=PWN>f</button></form>',
];

/** Markup where nothing may change: text, comments and raw text that only look like handlers. */
const UNTOUCHED = [
  'Scan the code, then tap on <b>Confirm</b> online.',
  'on=1 onerror=2 <b>on</b> one, two',
  '<!-- <img onerror=PWN> --><b>after comment</b>',
  '<? <img onerror=PWN> ?>',
  '<script><img onerror=PWN></script>',
  '<style>a[onclick]{}</style><textarea><b onclick=x></textarea><title><i onload=x></title>',
  '<xmp><img onerror=PWN></xmp><iframe><img onerror=PWN></iframe>',
  '1 < 2 and 3 <on> 4',
  '<plaintext><b onclick=x>',
  // DOMPurify parses with scripting off: noscript holds markup, and the handler is inside a title.
  '<noscript><p title="</noscript><img src=x onerror=PWN>"></noscript>',
  '<a href="https://www.mkt.sg/?on=1&onerror=2" title=\'onload=\'>link</a>',
];

describe('defuseEventHandlerAttributes', () => {
  it('renames every handler attribute the parser would create, and nothing else changes', () => {
    for (const payload of HOSTILE) {
      const html = payload.replaceAll('PWN', 'window.__pwned=1');
      expect(handlerAttributes(html), `control: ${html}`).to.not.deep.equal([]);
      const defused = defuseEventHandlerAttributes(html);
      expect(handlerAttributes(defused), defused).to.deep.equal([]);
      expect(describeTree(defused, true), defused).to.deep.equal(describeTree(html, false));
    }
  });

  it('leaves text, comments, raw text and attribute values that merely contain "on" exactly as they were', () => {
    for (const html of UNTOUCHED) expect(defuseEventHandlerAttributes(html), html).to.equal(html);
    expect(defuseEventHandlerAttributes('')).to.equal('');
  });

  it('prefixes the attribute name only, keeping its case, spacing and value', () => {
    expect(defuseEventHandlerAttributes('<img src=x OnError = "a()" >')).to.equal('<img src=x x-OnError = "a()" >');
    expect(defuseEventHandlerAttributes('</b onclick=x>')).to.equal('</b x-onclick=x>');
  });

  it('namespace-confusion strings (svg or math with an integration point) leave no handler to the tree builder (issue 20)', () => {
    const mxss = [
      '<math><mtext><table><mglyph><style><img src=x onerror=PWN>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=PWN>',
      '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=\'PWN\'>"></style></h1>',
      '<svg><foreignObject><p title="</foreignObject><img src=x onerror=PWN>"></p></foreignObject></svg>',
    ];
    for (const html of mxss) expect(handlerAttributes(defuseEventHandlerAttributes(html)), html).to.deep.equal([]);
    expect(handlerAttributes(defuseEventHandlerAttributes('<svg></p><style><a id="</style><img src=1 onerror=PWN>">'))).to.deep.equal([]);
  });

  it('renames base tags so no base-uri check ever sees one, and leaves other markup alone', () => {
    expect(defuseReportingMarkup('<base href="https://evil.example/">x</BASE>')).to.equal('<x-base href="https://evil.example/">x</x-base>');
    expect(parse(defuseReportingMarkup('<BASE/href=//evil.example>')).querySelector('base')).to.equal(null);
    expect(defuseReportingMarkup('based on <b>basement</b>')).to.equal('based on <b>basement</b>');
  });

  describe('fuzz (fast-check): agrees with the browser parser on tag soup', () => {
    // Pieces that steer the tokenizer between text, tags, attributes, quotes, comments, raw text
    // and svg/math content. HTML integration points (foreignObject, mtext ...) are left out: there
    // the scanner may miss a handler (a report, never a change in the sanitised result).
    const piece = fc.constantFrom(
      '<', '>', '/', '=', '"', "'", ' ', '\n', '\t', '!', '-', '?', '&', 'x', 'on', ' on', 'onclick', 'onerror=', ' onload=1', 'ON',
      '<b', '<img', '<svg', '</svg>', '<math', '</math>', '<style', '</style>', '<script>', '</script>', '<textarea', '</textarea>',
      '<title>', '</title>', '<p', '</p>', '</br>', '<!--', '-->', '--!>', '<![CDATA[', ']]>', '<?', '</', '<a href=', 'text ', 'tap on me',
    );
    const soup = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));

    it('the defused markup parses to the same tree, with no handler attribute left', () => {
      fc.assert(
        fc.property(soup, (html) => {
          const defused = defuseEventHandlerAttributes(html);
          expect(describeTree(defused, true), `${JSON.stringify(html)} -> ${JSON.stringify(defused)}`).to.deep.equal(describeTree(html, false));
          expect(handlerAttributes(defused), JSON.stringify(html)).to.deep.equal([]);
        }),
        { numRuns: 3000 },
      );
    });
  });
});

describe('sanitising under a strict CSP (script-src without inline, Trusted Types required)', function () {
  this.timeout(20000);

  function runInFrame(): Promise<{ violations: string[]; rendered: string[]; pwned: boolean }> {
    return new Promise((resolve) => {
      const frame = document.createElement('iframe');
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow || event.data?.kind !== 'csp-sanitize') return;
        window.removeEventListener('message', onMessage);
        frame.remove();
        resolve(event.data);
      };
      window.addEventListener('message', onMessage);
      const csp = "script-src 'self'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types mkt-markup";
      frame.srcdoc =
        `<!doctype html><meta http-equiv="Content-Security-Policy" content="${csp}">` +
        '<div id="root"></div><script type="module" src="/test/security/fixtures/csp-sanitize-page.tsx"></script>';
      document.body.appendChild(frame);
    });
  }

  it('reports no violation for hostile server text, runs nothing, and still keeps the allowed markup', async () => {
    const result = await runInFrame();
    expect(result.violations).to.deep.equal([]);
    expect(result.pwned).to.equal(false);
    expect(result.rendered).to.include('<b>kept</b>');
  });
});
