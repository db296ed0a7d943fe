/**
 * Shared by the elements that show screens (`<mkt-login-popup>`, `<mkt-qr-login>`,
 * `<mkt-restore-account>`): loads React and the screens once per page, makes sure the page has a
 * `<mkt-toast>` (screens report failures as toasts, SPEC §8), and mounts the React view for one
 * popup instance in the element's shadow root.
 */

let viewModule: Promise<typeof import('../src/screens/popup-view.ts')> | undefined;
let viewLoaded = false;

export function loadPopupView(): Promise<typeof import('../src/screens/popup-view.ts')> {
  viewModule ??= import('../src/screens/popup-view.ts').then(
    (module) => {
      viewLoaded = true;
      return module;
    },
    (error: unknown) => {
      viewModule = undefined; // offline: the next opening tries again
      throw error;
    },
  );
  return viewModule;
}

async function ensureToastElement(): Promise<void> {
  if (document.querySelector('mkt-toast')) return;
  await import('./mkt-toast.ts');
  if (!document.querySelector('mkt-toast')) document.body.append(document.createElement('mkt-toast'));
}

/**
 * Makes `screen` ready to render at once (its chunk loaded) and returns the view element for
 * `instanceId`, creating it in `root` the first time (`existing` is the one created before).
 */
export async function mountPopupView(
  root: ShadowRoot,
  instanceId: string,
  screen: string,
  existing: HTMLElement | undefined,
): Promise<HTMLElement> {
  const evaluating = !viewLoaded;
  const [view] = await Promise.all([loadPopupView(), ensureToastElement()]);
  // React's evaluation is one task (about 60 ms at 4x CPU); the view is made in the next, so that
  // a key pressed meanwhile is handled in between.
  if (evaluating) await new Promise((resolve) => setTimeout(resolve));
  await view.preloadScreen(screen);
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
