// Sandbox stand-in for a provider's account chooser (shared by google.js and facebook.js, which
// the server serves as this file followed by their own part). Plain DOM only (createElement,
// textContent): the demo page runs under a strict CSP with Trusted Types, no HTML strings.
'use strict';

// A global on purpose: google.js / facebook.js, appended after this file, call it.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
var mktSandboxChooser = (function () {
  // Mirrors "identities" in sandbox/seed.json.
  var IDENTITIES = [
    { id: 'siti', name: 'Siti Tan', hint: 'linked to 91234567' },
    { id: 'new-shopper', name: 'New Shopper', hint: 'no marketplace account yet' },
  ];
  var CHOOSER_ID = 'mkt-sandbox-chooser';

  function close() {
    var open = document.getElementById(CHOOSER_ID);
    if (!open) return;
    if (typeof open.close === 'function' && open.open) open.close();
    open.remove();
  }

  function button(text, attribute, value, primary) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute(attribute, value);
    b.style.cssText =
      'display:block;width:100%;margin:8px 0;padding:10px 12px;font:inherit;text-align:left;cursor:pointer;border-radius:6px;' +
      (primary ? 'border:1px solid #1a73e8;background:#fff;color:#1a1a1a;' : 'border:1px solid #ccc;background:#f5f5f5;color:#333;');
    return b;
  }

  /**
   * @param {{ provider: string, title: string, onChoose: (identityId: string) => void, onCancel: () => void }} options
   */
  function open(options) {
    close();
    // A <dialog> shown modally lands above any modal login popup in the top layer.
    var dialog = document.createElement('dialog');
    dialog.id = CHOOSER_ID;
    dialog.setAttribute('data-sandbox-chooser', options.provider);
    dialog.setAttribute('aria-labelledby', CHOOSER_ID + '-title');
    dialog.style.cssText =
      'max-width:320px;width:90vw;padding:20px;border:none;border-radius:10px;box-shadow:0 8px 32px rgba(0,0,0,.3);' +
      'font:14px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#fff;z-index:2147483647';

    var heading = document.createElement('h2');
    heading.id = CHOOSER_ID + '-title';
    heading.textContent = options.title;
    heading.style.cssText = 'margin:0 0 4px;font-size:18px';
    var note = document.createElement('p');
    note.textContent = 'Sandbox sign-in: choose a test identity.';
    note.style.cssText = 'margin:0 0 8px;color:#555';
    dialog.append(heading, note);

    var settled = false;
    function settle(identityId) {
      if (settled) return;
      settled = true;
      close();
      if (identityId) options.onChoose(identityId);
      else options.onCancel();
    }

    IDENTITIES.forEach(function (identity) {
      var choice = button(identity.name + ' (' + identity.hint + ')', 'data-sandbox-identity', identity.id, true);
      choice.addEventListener('click', function () {
        settle(identity.id);
      });
      dialog.append(choice);
    });
    var cancel = button('Cancel', 'data-sandbox-cancel', options.provider, false);
    cancel.addEventListener('click', function () {
      settle(null);
    });
    dialog.append(cancel);
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      settle(null);
    });
    // Chrome may close a modal dialog on Escape without a cancel event (no user activation).
    dialog.addEventListener('close', function () {
      settle(null);
    });

    document.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    var first = dialog.querySelector('[data-sandbox-identity]');
    if (first) first.focus();
  }

  return { open: open, close: close };
})();
