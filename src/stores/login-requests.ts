/**
 * A port: code under src/ that needs the page's login popup (the gateway's session-expired hook,
 * One Tap's next step) asks here, and the page's `<mkt-login-popup>` element serves the request.
 * So nothing under src/ imports an element. A request made before any server is there waits
 * for one.
 */
import type { ElementContext } from '../context/element-context.ts';
import type { CloseReason, PopupState, ScreenName } from './popup.ts';

export interface LoginRequest {
  screen: ScreenName;
  /** The context the popup speaks for this opening: the requesting element's, resolved. */
  context?: () => ElementContext;
}

export interface OpenedLoginPopup {
  host: HTMLElement;
  state: PopupState;
  /** Resolves with how this opening ended. */
  closed: Promise<CloseReason>;
}

export interface LoginRequestServer {
  open(request: LoginRequest): Promise<OpenedLoginPopup>;
  /** Loads the popup's code without opening it. */
  prefetch(): Promise<void>;
}

let server: LoginRequestServer | undefined;
const waiting: Array<() => void> = [];

/** The page's popup element serves requests from now on (the last server to register wins). */
export function serveLoginRequests(next: LoginRequestServer): () => void {
  server = next;
  for (const wake of waiting.splice(0)) wake();
  return () => {
    if (server === next) server = undefined;
  };
}

async function pageServer(): Promise<LoginRequestServer> {
  while (!server) await new Promise<void>((resolve) => waiting.push(resolve));
  return server;
}

/** Opens the page's login popup; resolves once it shows. */
export async function requestLogin(request: LoginRequest): Promise<OpenedLoginPopup> {
  return (await pageServer()).open(request);
}

/**
 * The package entry's `openLogin(screen?)`: opens the page's popup from any code. The page needs
 * one of the package's elements (`define.js`, or the header's or popup's entry) to serve it.
 */
export async function openLogin(screen: ScreenName = 'login'): Promise<void> {
  await requestLogin({ screen });
}

/** The package entry's `prefetchLogin()`: loads the popup's code without opening it. */
export async function prefetchLogin(): Promise<void> {
  await (await pageServer()).prefetch();
}
