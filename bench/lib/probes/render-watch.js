// Init script (runs before any page script): watches the document and every shadow root for
// text inputs, so first render and "interactive" are timed inside the page without polling.
//
// window.__bench:
//   firstInputAt          performance.now() of the first mutation batch that added a text input
//   interactiveAt         with ?tti in the page URL: performance.now() when interactiveInput(document)
//                         first succeeded (checked after every mutation batch and every frame)
//   onMutation(fn)        fn runs after every mutation batch anywhere (document or shadow roots)
//   interactiveInput(root) the first text input under root (shadow roots included) that is
//                         visible, enabled, takes focus and keeps a typed character, or null
//   timeUntilInteractive(root, trigger, timeoutMs)
//                         ms from calling trigger() until interactiveInput(root()) succeeds
(() => {
  const TEXT_INPUT = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit])';
  const listeners = new Set();
  const bench = {
    firstInputAt: undefined,
    interactiveAt: undefined,
    onMutation(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    interactiveInput,
    timeUntilInteractive,
  };
  Object.defineProperty(window, '__bench', { value: bench });

  const holdsInput = (node) => (node.nodeType === 1 && node.matches(TEXT_INPUT)) || (typeof node.querySelector === 'function' && node.querySelector(TEXT_INPUT) !== null);
  const observer = new MutationObserver((records) => {
    if (bench.firstInputAt === undefined && records.some((record) => [...record.addedNodes].some(holdsInput))) bench.firstInputAt = performance.now();
    for (const listener of [...listeners]) listener();
  });
  if (new URLSearchParams(location.search).has('tti')) {
    const check = () => {
      if (bench.interactiveAt === undefined && bench.firstInputAt !== undefined && interactiveInput(document)) bench.interactiveAt = performance.now();
    };
    const frame = () => {
      check();
      if (bench.interactiveAt === undefined) requestAnimationFrame(frame);
    };
    listeners.add(check);
    requestAnimationFrame(frame);
  }
  const watch = (root) => observer.observe(root, { childList: true, subtree: true, attributes: true });
  watch(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachWatchedShadow(init) {
    const root = attachShadow.call(this, init);
    watch(root);
    return root;
  };

  function* deepInputs(root) {
    for (const element of root.querySelectorAll('*')) {
      if (element.matches(TEXT_INPUT)) yield element;
      if (element.shadowRoot) yield* deepInputs(element.shadowRoot);
    }
  }

  function deepActiveElement() {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  }

  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  let typed = 0;

  /**
   * "Interactive": visible, enabled, focus lands on it, and a digit typed the way a keyboard
   * does (native value setter + input event) stays. A React-controlled input whose change is not
   * taken is put back to its old value by React at the end of the event, so this fails until
   * the screen's handlers are live. A digit fits a phone field and an e-mail field alike.
   */
  function interactiveInput(root) {
    if (!root) return null;
    for (const input of deepInputs(root)) {
      if (input.disabled || input.readOnly || !input.checkVisibility()) continue;
      input.focus();
      if (deepActiveElement() !== input) return null;
      const next = input.value + String(typed++ % 10);
      valueSetter.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return input.value === next ? input : null;
    }
    return null;
  }

  function timeUntilInteractive(root, trigger, timeoutMs = 15000) {
    return new Promise((resolve) => {
      let done = false;
      let start = 0;
      let timeout;
      const finish = (value) => {
        if (done) return;
        done = true;
        off();
        clearTimeout(timeout);
        resolve(value);
      };
      const check = () => {
        if (!done && interactiveInput(root())) finish(performance.now() - start);
      };
      const off = bench.onMutation(check);
      // Visibility can change without a mutation we see (a stylesheet): look once per frame too.
      const frame = () => {
        check();
        if (!done) requestAnimationFrame(frame);
      };
      timeout = setTimeout(() => finish(Number.NaN), timeoutMs);
      start = performance.now();
      trigger();
      requestAnimationFrame(frame);
    });
  }
})();
