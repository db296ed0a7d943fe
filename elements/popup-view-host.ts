/**
 * Shared by the elements that show screens (`<mkt-login-popup>`, `<mkt-qr-login>`,
 * `<mkt-restore-account>`): loads React and the screens once per page, makes sure the page has a
 * `<mkt-toast>` (screens report failures as toasts, SPEC §8), and mounts the React view for one
 * popup instance in the element's shadow root.
 */

let viewModule: Promise<typeof import('../src/screens/popup-view.ts')> | undefined;

/**
 * React evaluates in its own task, the screens in the next: evaluated together they are one task
 * of about 60 ms at 4x CPU, and a key pressed meanwhile would wait for all of it (the limit is
 * 50 ms). With the page's own React (the bundler build) the first import is there already.
 */
function evaluateReactFirst(): Promise<typeof import('../src/screens/popup-view.ts')> {
  return import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import('../src/screens/popup-view.ts'));
}

export function loadPopupView(): Promise<typeof import('../src/screens/popup-view.ts')> {
  viewModule ??= evaluateReactFirst().catch((error: unknown) => {
    viewModule = undefined; // offline: the next opening tries again
    throw error;
  });
  return viewModule;
}

async function ensureToastElement(): Promise<void> {
  if (document.querySelector('mkt-toast')) return;
  await import('./mkt-toast.ts');
  if (!document.querySelector('mkt-toast')) document.body.append(document.createElement('mkt-toast'));
}

/**
 * Makes `screen` ready to render at once: React and the screens evaluated, the screen's chunk
 * loaded, the page's toast element there.
 */
export async function preparePopupView(screen: string): Promise<typeof import('../src/screens/popup-view.ts')> {
  const [view] = await Promise.all([loadPopupView(), ensureToastElement()]);
  await view.preloadScreen(screen);
  return view;
}

/**
 * The view element for `instanceId` in `root`, created the first time (`existing` is the one
 * created before). Creating it starts React's first render of the popup's current state.
 */
export function attachPopupView(
  view: typeof import('../src/screens/popup-view.ts'),
  root: ShadowRoot,
  instanceId: string,
  existing: HTMLElement | undefined,
): HTMLElement {
  // Openings that overlapped (an element moved while its code loaded) share the one view.
  const current = existing ?? root.querySelector<HTMLElement>(view.POPUP_VIEW_TAG);
  if (current) return current;
  view.definePopupView();
  const element = document.createElement(view.POPUP_VIEW_TAG);
  element.setAttribute('instance-id', instanceId);
  // Host pages style our parts through both shadow roots.
  element.setAttribute('exportparts', view.POPUP_PARTS.join(', '));
  root.append(element);
  return element;
}
