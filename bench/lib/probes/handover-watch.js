// Init script (runs before any page script): watches the first open of the header's Login popup
// through the hand-over from the pre-painted Login to React's, for bench/sections/handover.mjs.
//
// window.__handover:
//   start()      call right before the click: samples, once per animation frame, the opacity the
//                shopper sees (the product of the computed opacities from the login-name field up
//                to the document, of the topmost Login: React's once it is there, else the copy)
//   state()      { clickAt, samples: [{ t, source, opacity }], copyAt, reactAt, keys: [{ t, wait }] }
//                t: ms after the click; wait: ms from the key event's timestamp (when the browser
//                took the key) until its keydown listener ran
(() => {
  const state = { clickAt: undefined, samples: [], copyAt: undefined, reactAt: undefined, keys: [] };
  let sampling = false;

  const popupRoot = () => document.querySelector('mkt-login-popup:not([mode="embedded"])')?.shadowRoot;
  const reactInput = () => popupRoot()?.querySelector('mkt-popup-view')?.shadowRoot?.querySelector('input[name="loginName"]');
  const copyInput = () => popupRoot()?.querySelector('[data-mkt-prepaint]')?.shadowRoot?.querySelector('input[name="loginName"]');

  function seenOpacity(element) {
    let opacity = 1;
    for (let node = element; node; ) {
      if (node.nodeType === 1) {
        opacity *= Number(getComputedStyle(node).opacity);
        node = node.parentNode;
      } else node = node.host; // a shadow root: on to its host
    }
    return opacity;
  }

  function sample() {
    if (!sampling) return;
    const now = performance.now() - state.clickAt;
    const react = reactInput();
    const copy = copyInput();
    if (react && state.reactAt === undefined) state.reactAt = now;
    if (copy && state.copyAt === undefined) state.copyAt = now;
    const input = react ?? copy;
    if (input) state.samples.push({ t: now, source: react ? 'react' : 'copy', opacity: seenOpacity(input) });
    // Half a second past React's arrival covers any fade its takeover could start.
    if (state.reactAt !== undefined && now > state.reactAt + 500) sampling = false;
    else requestAnimationFrame(sample);
  }

  addEventListener(
    'keydown',
    (event) => {
      if (state.clickAt !== undefined) state.keys.push({ t: performance.now() - state.clickAt, wait: performance.now() - event.timeStamp });
    },
    { capture: true },
  );

  Object.defineProperty(window, '__handover', {
    value: {
      start() {
        state.clickAt = performance.now();
        sampling = true;
        // React's Login appears in a commit: its mutation (render-watch.js watches shadow roots
        // too) is seen before the next frame.
        window.__bench.onMutation(() => {
          if (state.reactAt === undefined && reactInput()) state.reactAt = performance.now() - state.clickAt;
        });
        requestAnimationFrame(sample);
      },
      state: () => state,
    },
  });
})();
