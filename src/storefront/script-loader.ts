/**
 * Loads a third-party provider script (Google sign-in, Facebook SDK, One Tap) on demand
 * (SPEC §7 "Third-party scripts ... load from a CDN"). The one place besides the JSONP client that
 * creates a `<script>`: it is network-ish, but not a call of ours, so it lives with the flows
 * that need it rather than in src/api.
 *
 * Only URLs named in `getConfig().scripts` are loaded. Under Trusted Types
 * (`require-trusted-types-for 'script'`) the page's CSP must allow the policy `mkt-script-url`,
 * which only accepts those configured URLs.
 */
import { getConfig } from '../config/settings.ts';

export const SCRIPT_URL_TRUSTED_TYPES_POLICY = 'mkt-script-url';

export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'failed' | 'refused' | 'aborted',
  ) {
    super(`Script ${reason}: ${url}`);
    this.name = 'ScriptLoadError';
  }
}

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

/** undefined: not tried yet; null: Trusted Types absent or our policy name refused. */
let policy: ScriptUrlPolicy | null | undefined;

function configuredScriptUrls(): string[] {
  return Object.values(getConfig().scripts).filter((url): url is string => typeof url === 'string' && url !== '');
}

function absolute(url: string): string {
  return new URL(url, document.baseURI).href;
}

function isConfigured(url: string): boolean {
  const wanted = absolute(url);
  return configuredScriptUrls().some((candidate) => absolute(candidate) === wanted);
}

function scriptUrlPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy = null;
  if (!factory) return policy;
  try {
    policy = factory.createPolicy(SCRIPT_URL_TRUSTED_TYPES_POLICY, {
      createScriptURL(input: string): string {
        if (!isConfigured(input)) throw new TypeError(`${SCRIPT_URL_TRUSTED_TYPES_POLICY} only loads the configured provider scripts`);
        return input;
      },
    });
  } catch {
    policy = null;
  }
  return policy;
}

const loaded = new Map<string, Promise<void>>();

/**
 * Resolves once the script at `url` has run (each URL is fetched once per page; a failure is
 * forgotten so a later click can try again). Rejects with ScriptLoadError.
 */
export function loadScript(url: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new ScriptLoadError(url, 'aborted'));
  const key = absolute(url);
  let pending = loaded.get(key);
  if (!pending) {
    pending = inject(url);
    loaded.set(key, pending);
    pending.catch(() => {
      if (loaded.get(key) === pending) loaded.delete(key);
    });
  }
  if (!signal) return pending;
  // The page keeps the script; only this caller stops waiting.
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(new ScriptLoadError(url, 'aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function inject(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!isConfigured(url)) {
      reject(new ScriptLoadError(url, 'refused'));
      return;
    }
    const script = document.createElement('script');
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      script.remove();
      reject(new ScriptLoadError(url, 'failed'));
    }, { once: true });
    try {
      const trusted = scriptUrlPolicy();
      // A TrustedScriptURL where the page enforces Trusted Types, the plain string elsewhere.
      (script as unknown as { src: unknown }).src = trusted ? trusted.createScriptURL(url) : url;
    } catch {
      reject(new ScriptLoadError(url, 'refused'));
      return;
    }
    document.head.append(script);
  });
}

/** Tests: forget which scripts were loaded. */
export function resetLoadedScripts(): void {
  loaded.clear();
}
