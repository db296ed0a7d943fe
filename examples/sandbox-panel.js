// The demo page's sandbox panel: seeded accounts, the live outbox, a "phone app" for QR login,
// SMS from phone, fault switches and reset. It talks only to the sandbox hooks (/__sandbox/*).
// Plain DOM (createElement, textContent): the page runs under a strict CSP with Trusted Types.

/** How often the panel refreshes the outbox, QR requests, waiting SMS and faults. */
const POLL_INTERVAL_MS = 2000;
/** Every fault the sandbox documents (sandbox/README.md) but `answer`, which takes a JSON body. */
const FAULT_KINDS = ['http500', 'http429', 'timeout', 'malformed', 'html', 'empty', 'error', 'delay'];
/** Call names offered as suggestions for fault switches (any path part works too). */
const CALL_NAMES = [
  'getCsrfToken', 'login', 'loginByOAuthCode', 'loginByOneTap', 'validatePhone', 'verifyPhoneCode', 'bindPhone',
  'smsUplink', 'resetPassword', 'loginByQrCode', 'currentUser', 'logout', 'generateQrCodeUrl', 'checkQrCodeStatus',
  'checkSmsChannel', 'checkMsChannelLimit', 'webSiteIdSupport3rd', 'sendVerificationSms', 'sendVerificationEmailCode',
  'verifyEmailCode', 'applyResetPasswordWithSecurity', 'completeProfileByRegisterToken', 'updateUserProfile',
  'cancelDeletion', 'getUser', 'h5', 'bottom',
];

let idCounter = 0;
/** @param {string} stem */
const uniqueId = (stem) => `sandbox-panel-${stem}-${++idCounter}`;

/**
 * @param {string} tag
 * @param {Record<string, string | number | boolean | undefined>} [attributes]
 * @param {(Node | string)[]} [children]
 */
function el(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

/**
 * A labelled form control.
 * @param {string} labelText
 * @param {HTMLElement} control
 */
function field(labelText, control) {
  control.id ||= uniqueId('field');
  return el('div', { class: 'sandbox-field' }, [el('label', { for: control.id }, [labelText]), control]);
}

/**
 * @param {string} text
 * @param {() => unknown} onClick
 * @param {Record<string, string | undefined>} [attributes]
 */
function button(text, onClick, attributes = {}) {
  const node = el('button', { type: 'button', ...attributes }, [text]);
  node.addEventListener('click', () => onClick());
  return node;
}

/**
 * @param {string} title
 * @param {(Node | string)[]} children
 */
function section(title, children) {
  const headingId = uniqueId('heading');
  return el('section', { class: 'sandbox-section', 'aria-labelledby': headingId }, [el('h3', { id: headingId }, [title]), ...children]);
}

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<{ ok: boolean, status: number, body: any }>}
 */
async function callHook(method, path, body) {
  try {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const text = await response.text();
    let parsed = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { error: text };
    }
    return { ok: response.ok, status: response.status, body: parsed };
  } catch (error) {
    return { ok: false, status: 0, body: { error: error instanceof Error ? error.message : 'Network error' } };
  }
}

/** @param {string} iso */
const timeOf = (iso) => new Date(iso).toLocaleTimeString();

/**
 * Replaces a list's items only when the data changed, so focus and clicks are not lost.
 * @param {HTMLElement} list
 * @param {unknown[]} items
 * @param {(item: any) => HTMLElement} renderItem
 * @param {string} emptyText
 */
function updateList(list, items, renderItem, emptyText) {
  const signature = JSON.stringify(items);
  if (list.dataset.signature === signature) return;
  list.dataset.signature = signature;
  list.replaceChildren(...(items.length ? items.map(renderItem) : [el('li', { class: 'sandbox-empty' }, [emptyText])]));
}

/** @param {HTMLElement} root */
async function renderPanel(root) {
  const status = el('p', { class: 'sandbox-status', role: 'status', 'aria-live': 'polite' });
  /** @param {string} message @param {boolean} [isError] */
  const say = (message, isError = false) => {
    status.textContent = message;
    status.classList.toggle('sandbox-status-error', isError);
  };
  /** @param {{ ok: boolean, status: number, body: any }} result @param {string} success */
  const report = (result, success) => (result.ok ? say(success) : say(result.body.error ?? `Failed (HTTP ${result.status})`, true));

  // The host page may already title the panel (a heading right before it); else it gets one.
  const titled = root.previousElementSibling?.matches('h1, h2, h3');
  root.replaceChildren(
    ...(titled ? [] : [el('h2', {}, ['Sandbox'])]),
    el('p', { class: 'sandbox-intro' }, ['Everything here talks to the local sandbox server: no message leaves this machine.']),
    status,
  );

  const config = await callHook('GET', '/__sandbox/config');
  if (!config.ok) {
    say('The sandbox server did not answer /__sandbox/config.', true);
    return;
  }
  /** @type {{ phonePrefixCode: string, phone: string, email: string, password: string, name: string, description: string }[]} */
  const accounts = config.body.accounts ?? [];
  /** @type {{ id: string, name: string, description: string }[]} */
  const identities = config.body.identities ?? [];

  // --- seeded accounts ---
  const accountRows = accounts.map((a) =>
    el('tr', {}, [
      el('td', {}, [`+${a.phonePrefixCode} ${a.phone}`]),
      el('td', {}, [a.email]),
      el('td', {}, [el('code', {}, [a.password])]),
      el('td', {}, [`${a.name}: ${a.description}`]),
    ]),
  );
  const accountsTable = el('table', { class: 'sandbox-table' }, [
    el('caption', {}, ['Any other number is unregistered: an OTP on it signs up.']),
    el('thead', {}, [el('tr', {}, ['Phone', 'E-mail', 'Password', 'What it does'].map((h) => el('th', { scope: 'col' }, [h])))]),
    el('tbody', {}, accountRows),
  ]);
  const identityList = el(
    'ul',
    { class: 'sandbox-list' },
    identities.map((i) => el('li', {}, [el('strong', {}, [i.name]), ` (${i.id}): ${i.description}`])),
  );

  // --- outbox ---
  const outboxInput = el('input', { type: 'text', inputmode: 'email', autocomplete: 'off', placeholder: '6591234567 or shopper@example.com' });
  const showAll = el('input', { type: 'checkbox' });
  const outboxList = el('ul', { class: 'sandbox-list sandbox-outbox', 'aria-live': 'polite' });
  const outboxBlock = section('Outbox', [
    el('p', {}, ['Every code the sandbox "sends" appears here (newest last).']),
    field('Phone (prefix + number) or e-mail', outboxInput),
    el('div', { class: 'sandbox-check' }, [showAll, el('label', { for: (showAll.id = uniqueId('all')) }, ['Show all messages'])]),
    outboxList,
  ]);

  // --- phone app (QR) ---
  const confirmAs = el('select', {}, accounts.map((a) => el('option', { value: a.phone }, [`${a.phone} (${a.name})`])));
  const qrList = el('ul', { class: 'sandbox-list' });
  const qrBlock = section('Phone app (QR login)', [
    el('p', {}, ['Open the QR login in the widget, then scan and confirm or reject its request here.']),
    field('Confirm as', confirmAs),
    qrList,
  ]);

  // --- SMS from phone ---
  const uplinkList = el('ul', { class: 'sandbox-list' });
  const smsFrom = el('input', { type: 'tel', autocomplete: 'off', placeholder: '6281234567890' });
  const smsTo = el('input', { type: 'tel', autocomplete: 'off', value: config.body.smsUplinkTargetPhone ?? '' });
  const smsText = el('input', { type: 'text', autocomplete: 'off', placeholder: 'MKT 123456' });
  /** @param {string} from @param {string} to @param {string} text */
  const sendSms = async (from, to, text) => {
    report(await callHook('POST', '/__sandbox/sms-uplink', { from, to, text }), `SMS sent from +${from.replace(/\D/g, '')}.`);
    await refresh();
  };
  const uplinkBlock = section('SMS from phone', [
    el('p', {}, ['Requests waiting for the user to send an SMS from their own phone (SMS_UPLINK):']),
    uplinkList,
    el('form', { class: 'sandbox-form', 'aria-label': 'Send an SMS by hand' }, [
      field('From (prefix + number)', smsFrom),
      field('To', smsTo),
      field('Text', smsText),
      el('button', { type: 'submit' }, ['Send SMS']),
    ]),
  ]);
  uplinkBlock.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    void sendSms(smsFrom.value, smsTo.value, smsText.value);
  });

  // --- faults ---
  const callNames = el('datalist', { id: uniqueId('calls') }, CALL_NAMES.map((name) => el('option', { value: name })));
  const faultMatch = el('input', { type: 'text', autocomplete: 'off', list: callNames.id, placeholder: 'generateQrCodeUrl' });
  const faultLabel = (kind) => (kind === 'error' ? 'error:<KEY>' : kind === 'delay' ? 'delay:<ms>' : kind);
  const faultKind = el('select', {}, FAULT_KINDS.map((kind) => el('option', { value: kind }, [faultLabel(kind)])));
  const faultKey = el('input', { type: 'text', autocomplete: 'off', placeholder: 'FAIL_SYS_TRAFFIC_LIMIT' });
  const faultKeyField = field('Error key', faultKey);
  faultKeyField.hidden = true;
  const faultDelay = el('input', { type: 'number', min: 1, max: 30000, step: 1, placeholder: '3000' });
  const faultDelayField = field('Delay (ms)', faultDelay);
  faultDelayField.hidden = true;
  faultKind.addEventListener('change', () => {
    const kind = /** @type {HTMLSelectElement} */ (faultKind).value;
    faultKeyField.hidden = kind !== 'error';
    faultDelayField.hidden = kind !== 'delay';
  });
  const faultTimes = el('input', { type: 'number', min: 1, step: 1, placeholder: 'until cleared' });
  const faultList = el('ul', { class: 'sandbox-list' });
  const faultForm = el('form', { class: 'sandbox-form', 'aria-label': 'Add a fault switch' }, [
    callNames,
    field('Call name or path part', faultMatch),
    field('Fault', faultKind),
    faultKeyField,
    faultDelayField,
    field('Times', faultTimes),
    el('button', { type: 'submit' }, ['Add switch']),
  ]);
  faultForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const kind = /** @type {HTMLSelectElement} */ (faultKind).value;
    const times = /** @type {HTMLInputElement} */ (faultTimes).value;
    const fault =
      kind === 'error'
        ? `error:${/** @type {HTMLInputElement} */ (faultKey).value.trim()}`
        : kind === 'delay'
          ? `delay:${/** @type {HTMLInputElement} */ (faultDelay).value || '3000'}`
          : kind;
    const body = { match: /** @type {HTMLInputElement} */ (faultMatch).value.trim(), fault, ...(times ? { times: Number(times) } : {}) };
    report(await callHook('POST', '/__sandbox/faults', body), `Switch added: ${body.match} -> ${fault}.`);
    await refresh();
  });
  const faultBlock = section('Fault switches', [
    faultForm,
    faultList,
    button('Clear all switches', async () => {
      report(await callHook('DELETE', '/__sandbox/faults'), 'All switches cleared.');
      await refresh();
    }),
  ]);

  // --- reset ---
  const resetBlock = section('Reset', [
    el('p', {}, ['Back to the seed: accounts, sessions, outbox, QR requests and switches.']),
    button('Reset sandbox', async () => {
      report(await callHook('POST', '/__sandbox/reset', {}), 'The sandbox is back to its seed. Reload the page to start a new session.');
      await refresh();
    }, { class: 'sandbox-danger' }),
  ]);

  root.append(
    el('div', { class: 'sandbox-toolbar' }, [button('Refresh now', () => refresh())]),
    section('Seeded accounts', [accountsTable, el('h4', {}, ['Third-party test identities']), identityList]),
    outboxBlock,
    qrBlock,
    uplinkBlock,
    faultBlock,
    resetBlock,
  );

  /** @param {string} requestId @param {'scan' | 'confirm' | 'reject'} action */
  const actOnQr = async (requestId, action) => {
    const body = action === 'confirm' ? { account: /** @type {HTMLSelectElement} */ (confirmAs).value } : {};
    report(await callHook('POST', `/__sandbox/qr/${encodeURIComponent(requestId)}/${action}`, body), `QR request ${action === 'scan' ? 'scanned' : action + 'ed'}.`);
    await refresh();
  };

  async function refresh() {
    const to = /** @type {HTMLInputElement} */ (outboxInput).value.trim();
    const all = /** @type {HTMLInputElement} */ (showAll).checked;
    const [messages, qr, uplinks, faults] = await Promise.all([
      all || to ? callHook('GET', all ? '/__sandbox/outbox' : `/__sandbox/outbox?to=${encodeURIComponent(to)}`) : Promise.resolve(undefined),
      callHook('GET', '/__sandbox/qr'),
      callHook('GET', '/__sandbox/sms-uplink'),
      callHook('GET', '/__sandbox/faults'),
    ]);

    updateList(
      outboxList,
      messages?.ok ? messages.body.messages : [],
      (m) =>
        el('li', {}, [
          `${timeOf(m.at)} · ${m.channel}${m.to ? ` to ${m.to}` : ''} · `,
          el('code', { class: 'sandbox-code' }, [m.code]),
          // The message as a phone shows it (an SMS ends with the WebOTP line "@host #code").
          ...(m.text ? [el('pre', { class: 'sandbox-message' }, [m.text])] : []),
        ]),
      all || to ? 'No messages yet.' : 'Type a number or e-mail, or show all.',
    );
    updateList(
      qrList,
      qr.ok ? qr.body : [],
      (r) =>
        el('li', { class: 'sandbox-row' }, [
          el('span', {}, [`Request …${String(r.requestId).slice(-6)} · ${r.scanned ? 'scanned' : 'waiting for scan'}`]),
          button('Scan', () => actOnQr(r.requestId, 'scan'), { disabled: r.scanned ? '' : undefined }),
          button('Confirm', () => actOnQr(r.requestId, 'confirm')),
          button('Reject', () => actOnQr(r.requestId, 'reject')),
        ]),
      'No QR requests pending.',
    );
    updateList(
      uplinkList,
      uplinks.ok ? uplinks.body.waiting : [],
      (u) =>
        el('li', { class: 'sandbox-row' }, [
          el('span', {}, [`+${u.from} must send “${u.smsUplinkCode}” to ${u.smsUplinkTargetPhone}`]),
          button('Send this SMS', () => sendSms(u.from, u.smsUplinkTargetPhone, u.smsUplinkCode)),
        ]),
      'Nobody is waiting for an SMS.',
    );
    updateList(
      faultList,
      faults.ok ? faults.body.faults : [],
      (f) => el('li', {}, [`${f.match} → ${f.fault}${f.times === null ? ' (until cleared)' : ` (${f.times} more)`}`]),
      'No fault switches: every call answers normally.',
    );
  }

  outboxInput.addEventListener('input', () => void refresh());
  showAll.addEventListener('change', () => void refresh());
  await refresh();
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, POLL_INTERVAL_MS);
}

const panelRoot = document.getElementById('sandbox-panel');
if (panelRoot) void renderPanel(panelRoot);
