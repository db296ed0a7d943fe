// Init script for the memory section: counts what our code leaves running. setTimeout,
// setInterval, fetch and window/document listeners are wrapped; a call is "ours" when the stack
// that made it runs through one of our files (/dist/esm/ or the IIFE). window.__benchLeaks.live()
// lists what is still pending: timers not yet fired or cleared, intervals not cleared, fetches
// not settled, listeners added and not removed (once-listeners that fired and listeners removed
// through their AbortSignal count as removed).
(() => {
  Error.stackTraceLimit = 50;
  const OURS = /\/dist\/esm\/|\/dist\/mkt-member-elements/;
  /** The first frame of our code in the current stack, or undefined when the call is not ours. */
  const ourSite = () => {
    const stack = new Error().stack ?? '';
    return stack.split('\n').find((line) => OURS.test(line))?.trim().replace(/^at /, '').replace(location.origin, '');
  };
  const timeouts = new Map();
  const intervals = new Map();
  const fetches = new Map();
  const listeners = new Map();
  let nextFetch = 0;

  const { setTimeout: realSetTimeout, setInterval: realSetInterval, clearTimeout: realClearTimeout, clearInterval: realClearInterval, fetch: realFetch } = window;
  window.setTimeout = function benchSetTimeout(handler, delay, ...args) {
    const site = ourSite();
    if (!site || typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
    const id = realSetTimeout(
      (...params) => {
        timeouts.delete(id);
        handler(...params);
      },
      delay,
      ...args,
    );
    timeouts.set(id, `${site} (${delay ?? 0} ms)`);
    return id;
  };
  window.setInterval = function benchSetInterval(handler, delay, ...args) {
    const id = realSetInterval(handler, delay, ...args);
    const site = ourSite();
    if (site) intervals.set(id, `${site} (${delay ?? 0} ms)`);
    return id;
  };
  // Either clear function clears either kind of timer (HTML spec).
  window.clearTimeout = function benchClearTimeout(id) {
    timeouts.delete(id);
    intervals.delete(id);
    return realClearTimeout(id);
  };
  window.clearInterval = function benchClearInterval(id) {
    timeouts.delete(id);
    intervals.delete(id);
    return realClearInterval(id);
  };
  window.fetch = function benchFetch(...args) {
    const promise = realFetch.apply(this, args);
    const site = ourSite();
    if (site) {
      const id = nextFetch++;
      fetches.set(id, `${site} ${String(args[0]).replace(location.origin, '').slice(0, 80)}`);
      const settle = () => fetches.delete(id);
      promise.then(settle, settle);
    }
    return promise;
  };

  const captureOf = (options) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  const targetName = (target) => (target === window ? 'window' : target === document ? 'document' : undefined);
  EventTarget.prototype.addEventListener = function benchAddEventListener(type, listener, options) {
    const name = targetName(this);
    const site = name && listener ? ourSite() : undefined;
    if (site) {
      const key = { target: this, type, listener, capture: captureOf(options) };
      const id = Symbol(type);
      listeners.set(id, { ...key, site: `${name}.${type} ${site}` });
      const forget = () => listeners.delete(id);
      if (typeof options === 'object' && options?.once) addEventListener.call(this, type, forget, { once: true, capture: key.capture });
      if (typeof options === 'object' && options?.signal) options.signal.addEventListener('abort', forget, { once: true });
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function benchRemoveEventListener(type, listener, options) {
    const capture = captureOf(options);
    for (const [id, entry] of listeners) {
      if (entry.target === this && entry.type === type && entry.listener === listener && entry.capture === capture) listeners.delete(id);
    }
    return removeEventListener.call(this, type, listener, options);
  };

  Object.defineProperty(window, '__benchLeaks', {
    value: {
      live: () => ({
        timeouts: [...timeouts.values()],
        intervals: [...intervals.values()],
        fetches: [...fetches.values()],
        listeners: [...listeners.values()].map((entry) => entry.site),
      }),
    },
  });
})();
