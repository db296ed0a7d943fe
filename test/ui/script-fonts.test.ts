import { expect } from '@open-wc/testing';
import { adoptUiStyles } from '../../src/ui/styles.ts';
import { toastCss } from '../../src/ui/Toast/toast.css.ts';

/** The first family of each language's stack: the script's own (SPEC §1 and §3 languages). */
const FIRST_FAMILY: Record<string, string> = {
  ur: 'Noto Nastaliq Urdu',
  th: 'Noto Sans Thai',
  bn: 'Noto Sans Bengali',
  si: 'Noto Sans Sinhala',
  my: 'Noto Sans Myanmar',
  ne: 'Noto Sans Devanagari',
  km: 'Noto Sans Khmer',
};

const families = (el: Element) => getComputedStyle(el).fontFamily.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));

/** A host with the kit's sheet and the toast's rules, holding a popup root and a toast bubble in `lang`. */
function mount(lang: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptUiStyles(root);
  const style = document.createElement('style');
  style.textContent = toastCss;
  const popupRoot = document.createElement('div');
  popupRoot.className = 'mkt-root';
  popupRoot.lang = lang;
  popupRoot.textContent = 'text';
  const bubble = document.createElement('div');
  bubble.className = 'mkt-toast';
  bubble.lang = lang;
  bubble.textContent = 'text';
  root.append(style, popupRoot, bubble);
  return { host, popupRoot, bubble };
}

describe('font stacks by script', () => {
  for (const [lang, first] of Object.entries(FIRST_FAMILY)) {
    // The toast carries Urdu's rule only (script-fonts.css.ts says why).
    const where = lang === 'ur' ? 'in the popup and in the toast' : 'in the popup';
    it(`${lang}: ${first} comes before system-ui, ${where}`, () => {
      const { host, popupRoot, bubble } = mount(`${lang}-XX`);
      try {
        for (const el of lang === 'ur' ? [popupRoot, bubble] : [popupRoot]) {
          const stack = families(el);
          expect(stack[0]).to.equal(first);
          expect(stack.indexOf('system-ui')).to.be.greaterThan(0);
        }
      } finally {
        host.remove();
      }
    });
  }

  it('Urdu asks for Nastaliq, then Naskh', () => {
    const { host, popupRoot } = mount('ur');
    try {
      const stack = families(popupRoot);
      expect(stack.indexOf('Noto Naskh Arabic')).to.be.greaterThan(stack.indexOf('Noto Nastaliq Urdu'));
      expect(stack.indexOf('Noto Naskh Arabic')).to.be.lessThan(stack.indexOf('system-ui'));
    } finally {
      host.remove();
    }
  });

  it('a language written in Latin letters keeps the general stack, system-ui first', () => {
    for (const lang of ['en', 'ms', 'id', 'vi']) {
      const { host, popupRoot, bubble } = mount(lang);
      try {
        expect(families(popupRoot)[0]).to.equal('system-ui');
        expect(families(bubble)[0]).to.equal('system-ui');
      } finally {
        host.remove();
      }
    }
  });

  it("a host page's --mkt-font-family still follows the script's families", () => {
    const { host, popupRoot } = mount('th');
    host.style.setProperty('--mkt-font-family', 'BrandSans, sans-serif');
    try {
      expect(families(popupRoot)).to.deep.equal(['Noto Sans Thai', 'BrandSans', 'sans-serif']);
    } finally {
      host.remove();
    }
    const urdu = mount('ur');
    urdu.host.style.setProperty('--mkt-font-family', 'BrandSans, sans-serif');
    try {
      expect(families(urdu.bubble)).to.deep.equal(['Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'BrandSans', 'sans-serif']);
    } finally {
      urdu.host.remove();
    }
  });
});
