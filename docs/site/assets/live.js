// The live examples of the documentation site. The elements themselves come from the package's
// loader (each example page loads dist/mkt-member-elements.js) and speak to the sandbox API of
// `npm start`; this script wires the examples' buttons and builds the theme switch and the event
// log. It runs under the site's strict CSP, so it is an external module that creates nodes, never
// markup.

/** @param {string} tag @param {Record<string, string>} attributes @param {(Node | string)[]} children */
function make(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The package API (toast, logout, ...), fetched by the loader on first use. */
const packageApi = () => window.MktMemberElements.load();

document.addEventListener('click', async (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const toastButton = target?.closest('[data-toast]');
  if (toastButton) (await packageApi()).toast(toastButton.getAttribute('data-toast'));
  const restoreButton = target?.closest('[data-restore-for]');
  if (restoreButton) {
    const element = restoreButton.closest('.live-example-frame')?.querySelector('mkt-restore-account');
    const response = await fetch('/__sandbox/restore-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: restoreButton.getAttribute('data-restore-for') }),
    });
    const { token } = await response.json();
    element?.setAttribute('token', token);
  }
});

/** A colour, a radius and a dark storefront, applied to an embedded Login as the page's CSS would. */
function themeSwitch(container) {
  const popup = make('mkt-login-popup', { mode: 'embedded', 'hide-close': '', env: 'sandbox', region: 'SG', lang: 'en' });
  const stage = make('div', { class: 'theme-stage' }, [popup]);
  const colour = make('input', { type: 'color', value: '#c2410c', id: 'theme-primary' });
  const radius = make('input', { type: 'range', min: '0', max: '24', value: '6', id: 'theme-radius' });
  const dark = make('input', { type: 'checkbox', id: 'theme-dark' });
  const css = make('pre', { tabindex: '0' }, [make('code', { class: 'language-css' })]);
  const apply = () => {
    const rules = {
      '--mkt-color-primary': colour.value,
      '--mkt-radius': `${radius.value}px`,
      // A dark storefront turns every surface and text token, keeping 4.5:1 contrast (the
      // theming guide's "Dark backgrounds").
      ...(dark.checked
        ? {
            '--mkt-color-background': '#111827',
            '--mkt-color-surface': '#1f2937',
            '--mkt-color-text': '#f9fafb',
            '--mkt-color-muted': '#d1d5db',
            '--mkt-color-border': '#9ca3af',
            '--mkt-color-secondary': '#e5e7eb',
            '--mkt-color-secondary-hover': '#f9fafb',
            '--mkt-color-on-secondary': '#111827',
            '--mkt-color-link': '#fdba74',
            '--mkt-focus-ring-color': '#fdba74',
          }
        : {}),
    };
    popup.removeAttribute('style');
    for (const [name, value] of Object.entries(rules)) popup.style.setProperty(name, value);
    stage.style.background = dark.checked ? '#030712' : '';
    css.firstChild.textContent = `mkt-login-popup {\n${Object.entries(rules).map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`;
  };
  for (const input of [colour, radius, dark]) input.addEventListener('input', apply);
  // The controls go under the popup: the QR hint Login shows on a first visit sits above it.
  container.append(
    stage,
    make('div', { class: 'live-controls' }, [
      make('label', { for: 'theme-primary' }, ['Primary colour']),
      colour,
      make('label', { for: 'theme-radius' }, ['Corner radius']),
      radius,
      make('label', {}, [dark, 'Dark storefront']),
    ]),
    css,
  );
  container.classList.add('live-example-frame');
  apply();
}

/** Every mkt-* event the page hears, with its detail, as a listener on document gets it. */
function eventLog(container) {
  const log = make('div', { class: 'event-log', role: 'log', 'aria-label': 'Events the page received', tabindex: '0' }, ['No event yet.']);
  const header = make('div', { class: 'demo-header' }, [make('span', {}, ['Shop']), make('mkt-header-account', { env: 'sandbox', region: 'SG', lang: 'en' })]);
  const names = ['mkt-login-success', 'mkt-next-step', 'mkt-close', 'mkt-screen-change', 'mkt-logout', 'mkt-security-change'];
  let first = true;
  for (const name of names) {
    document.addEventListener(name, (event) => {
      if (first) log.textContent = '';
      first = false;
      const source = event.composedPath()[0];
      const from = source instanceof Element ? `<${source.localName}>` : '';
      log.append(`${new Date().toLocaleTimeString('en-GB')} ${name} from ${from}: ${JSON.stringify(event.detail)}\n`);
      log.scrollTop = log.scrollHeight;
    });
  }
  container.append(header, make('p', {}, ['Log in with 91234567 and Mkt@2024go, open the account menu, log out: each event shows here.']), log);
  container.classList.add('live-example-frame');
}

const BUILDERS = { 'theme-switch': themeSwitch, 'event-log': eventLog };
for (const container of document.querySelectorAll('.live-example[data-example]')) {
  BUILDERS[container.getAttribute('data-example')]?.(container);
}
