// Init script: records the browser's Event Timing entries (every event that took 16 ms or more
// from the input to the next paint, and every first input) into window.__benchEvents, from the
// very start of the page: what the shopper felt, as the browser measured it.
(() => {
  const events = [];
  Object.defineProperty(window, '__benchEvents', { value: events });
  const record = (entry) =>
    events.push({
      name: entry.name,
      start: entry.startTime,
      inputDelay: entry.processingStart - entry.startTime,
      duration: entry.duration,
      interactionId: entry.interactionId ?? 0,
    });
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type: 'first-input', buffered: true });
  } catch {
    Object.defineProperty(window, '__benchEventsUnsupported', { value: true });
  }
})();
