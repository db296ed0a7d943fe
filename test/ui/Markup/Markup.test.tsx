import { expect, waitUntil } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Markup } from '../../../src/ui/Markup/Markup.tsx';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** DOMPurify-style payloads; PWN becomes `window.__pwned=<n>`, which would mark the page if it ran. */
const PAYLOADS = [
  '<script>PWN</script>',
  '<img src=x onerror="PWN">',
  '<img src=x onerror=PWN//',
  '<svg onload="PWN"></svg>',
  '<svg><script>PWN</script></svg>',
  '<svg><a xlink:href="javascript:PWN"><text y="10">svg link</text></a></svg>',
  '<a href="javascript:PWN">click</a>',
  '<a href="JaVaScRiPt:PWN">click</a>',
  '<a href="&#106;avascript:PWN">click</a>',
  '<a href="java&#x09;script:PWN">click</a>',
  '<a href="data:text/html,<script>PWN</script>">data link</a>',
  '<style>*{background:url("javascript:PWN")}</style><b>styled</b>',
  '<iframe src="javascript:parent.PWN"></iframe>',
  '<iframe srcdoc="<script>parent.PWN</script>"></iframe>',
  '<form action="javascript:PWN"><button>submit</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:PWN">',
  '<template><img src=x onerror="PWN"></template>',
  '<noscript><p title="</noscript><img src=x onerror=PWN>"></noscript>',
  '<svg><style><img src=x onerror=PWN></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=PWN>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=PWN&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=PWN>',
  '<b onmouseover="PWN">b</b><span class="mkt-hl-red" tabindex="0" autofocus onfocus="PWN">s</span>',
  '<details open ontoggle="PWN">details</details>',
  '<video><source onerror="PWN"></video>',
  '<object data="javascript:PWN"></object><embed src="javascript:PWN">',
  '<input autofocus onfocus="PWN">',
  '<body onload="PWN">body</body>',
  '<<script>script>PWN<</script>/script>',
  '<textarea><img src=x onerror=PWN></textarea>',
  '<xmp><img src=x onerror=PWN></xmp><noembed><img src=x onerror=PWN></noembed><title><img src=x onerror=PWN></title>',
  '<a href="https://www.mkt.sg/ok" onclick="PWN">fine link</a>',
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = { A: ['href', 'rel', 'target'], SPAN: ['class'], B: [], STRONG: [], BR: [] };

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

function mount(node: React.ReactNode, parent: ParentNode = document.body): HTMLElement {
  const container = document.createElement('div');
  parent.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(node));
  mounted.push({ root, container });
  return container;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<Markup>', () => {
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      root.unmount();
      container.remove();
    }
    delete window.__pwned;
  });

  it('renders the allowed markup in a span with className and part', () => {
    const container = mount(
      <Markup
        className="qr-instructions"
        part="instructions"
        html={'Open the <b>app</b>, tap <span class="mkt-hl-red">Scan</span><br><a href="https://www.mkt.sg/help">Help</a>'}
      />,
    );
    const span = container.firstElementChild as HTMLElement;
    expect(span.tagName).to.equal('SPAN');
    expect(span.className).to.equal('qr-instructions');
    expect(span.getAttribute('part')).to.equal('instructions');
    expect(span.querySelector('b')!.textContent).to.equal('app');
    expect(span.querySelector('span.mkt-hl-red')!.textContent).to.equal('Scan');
    const link = span.querySelector('a')!;
    expect(link.href).to.equal('https://www.mkt.sg/help');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.target).to.equal('_blank');
  });

  it('the page-level flag detector works (control: the same payload through a raw sink sets it)', async () => {
    const control = document.createElement('div');
    document.body.appendChild(control);
    control.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__pwned=1">');
    await waitUntil(() => window.__pwned === 1, 'raw sink did not run the payload', { timeout: 3000 });
    control.remove();
  });

  it('runs none of the hostile payloads and lets only the allowed tags and attributes survive', async () => {
    const containers = PAYLOADS.map((payload, index) =>
      mount(<Markup html={payload.replaceAll('PWN', `window.__pwned=${index + 1}`)} />),
    );
    // Let image errors, autofocus, toggles and frames fire.
    await pause(300);
    const ran = window.__pwned;
    expect(ran, ran ? `payload ran: ${PAYLOADS[ran - 1]}` : '').to.equal(undefined);
    containers.forEach((container, index) => {
      const span = container.firstElementChild!;
      for (const element of span.querySelectorAll('*')) {
        const allowed = ALLOWED_ATTRIBUTES[element.tagName];
        expect(allowed, `${element.tagName} survived in ${PAYLOADS[index]}`).to.be.an('array');
        for (const name of element.getAttributeNames()) {
          expect(allowed, `${element.tagName}[${name}] survived in ${PAYLOADS[index]}`).to.include(name);
        }
        if (element.tagName === 'A') expect((element as HTMLAnchorElement).href).to.equal('https://www.mkt.sg/ok');
      }
    });
    // The legitimate link of the last payload is still a link.
    expect(containers.at(-1)!.querySelector('a')!.textContent).to.equal('fine link');
  });

  it('renders inside a shadow root, where host pages style it through its part', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    mount(<Markup part="instructions" html={'<strong>Scan</strong> with <span class="mkt-hl-blue">the app</span>'} />, shadow);
    const span = shadow.querySelector('span[part="instructions"]')!;
    expect(span).to.not.equal(null);
    expect(span.querySelector('strong')!.textContent).to.equal('Scan');
    expect(span.querySelector('.mkt-hl-blue')!.textContent).to.equal('the app');
    expect(document.body.querySelector('span[part="instructions"]')).to.equal(null);
    for (const entry of mounted.splice(0)) entry.root.unmount();
    host.remove();
  });

  it('updates when the server text changes', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    mounted.push({ root, container });
    flushSync(() => root.render(<Markup html="<b>one</b>" />));
    flushSync(() => root.render(<Markup html="<strong>two</strong>" />));
    expect(container.querySelector('strong')!.textContent).to.equal('two');
    expect(container.querySelector('b')).to.equal(null);
  });
});

describe('<Markup> under an enforced Trusted Types CSP', function () {
  this.timeout(20000);

  function runInFrame(csp: string): Promise<{ enforced: boolean; violations: string[]; error: string; html: string }> {
    return new Promise((resolve) => {
      const frame = document.createElement('iframe');
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow || event.data?.kind !== 'markup-trusted-types') return;
        window.removeEventListener('message', onMessage);
        frame.remove();
        resolve(event.data);
      };
      window.addEventListener('message', onMessage);
      frame.srcdoc =
        `<!doctype html><meta http-equiv="Content-Security-Policy" content="${csp}">` +
        '<div id="root"></div><script type="module" src="/test/ui/Markup/fixtures/trusted-types-page.tsx"></script>';
      document.body.appendChild(frame);
    });
  }

  it(`renders without a violation when the CSP allows the policy name "mkt-markup"`, async () => {
    const result = await runInFrame("require-trusted-types-for 'script'; trusted-types mkt-markup");
    expect(result.enforced, 'control: raw sinks are refused in the frame').to.equal(true);
    expect(result.error).to.equal('');
    expect(result.violations).to.deep.equal([]);
    const rendered = new DOMParser().parseFromString(result.html, 'text/html').body.firstElementChild!;
    expect(rendered.getAttribute('part')).to.equal('instructions');
    expect([...rendered.querySelectorAll('*')].map((e) => e.tagName)).to.deep.equal(['B', 'A']);
    expect(window.__pwned).to.equal(undefined);
  });

  it('falls back to text (no HTML sink, no crash) when the CSP does not allow our policy', async () => {
    const result = await runInFrame("require-trusted-types-for 'script'; trusted-types some-other-policy");
    expect(result.enforced).to.equal(true);
    expect(result.error).to.equal('');
    expect(result.violations, 'only the refused policy name is reported').to.deep.equal(['trusted-types']);
    const rendered = new DOMParser().parseFromString(result.html, 'text/html').body.firstElementChild!;
    expect(rendered.children.length).to.equal(0);
    expect(rendered.textContent).to.equal('bold help');
  });
});
