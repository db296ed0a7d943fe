// Init script: records long tasks (> 50 ms) and long animation frames with their script
// attribution, from the very start of the page, into window.__benchLong.
(() => {
  const record = { tasks: [], frames: [] };
  Object.defineProperty(window, '__benchLong', { value: record });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      record[`${type}Unsupported`] = true;
    }
  };
  observe('longtask', (entry) => record.tasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', (entry) =>
    record.frames.push({
      start: entry.startTime,
      duration: entry.duration,
      blockingDuration: entry.blockingDuration,
      // The frame's own rendering (rAF callbacks, style, layout, paint): from renderStart to its end.
      render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
      styleAndLayout: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
      scripts: entry.scripts.map((script) => ({
        url: script.sourceURL,
        duration: script.duration,
        invoker: script.invoker,
        fn: script.sourceFunctionName,
        forcedLayout: script.forcedStyleAndLayoutDuration,
      })),
    }),
  );
})();
