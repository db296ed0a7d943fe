/**
 * WebP support, probed once per browser (SPEC §7: "Images are probed for WebP support, result
 * kept in local storage"). Storage may throw (private mode, sandboxed frames, quota), so every
 * access is wrapped and the in-memory result is used when it does.
 */

export const WEBP_STORAGE_KEY = 'mkt_webp';

/** A 1x1 lossy WebP: decodes to a non-empty image only where WebP is supported. */
const WEBP_PROBE_IMAGE = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

let memory: boolean | undefined;
let probing: Promise<boolean> | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored result without probing: true / false, or undefined when never probed. */
export function readCachedWebpSupport(): boolean | undefined {
  if (memory !== undefined) return memory;
  try {
    const stored = storage()?.getItem(WEBP_STORAGE_KEY);
    if (stored === '1') return (memory = true);
    if (stored === '0') return (memory = false);
  } catch {
    // unreadable storage: treat as never probed
  }
  return undefined;
}

function remember(supported: boolean): boolean {
  memory = supported;
  try {
    storage()?.setItem(WEBP_STORAGE_KEY, supported ? '1' : '0');
  } catch {
    // quota or privacy mode: the in-memory value still spares a second probe on this page
  }
  return supported;
}

function probe(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof Image === 'undefined') {
      resolve(false);
      return;
    }
    const image = new Image();
    image.onload = () => resolve(image.width > 0 && image.height > 0);
    image.onerror = () => resolve(false);
    image.src = WEBP_PROBE_IMAGE;
  });
}

/** Whether the browser decodes WebP. Probed at most once; later calls answer from the cache. */
export function supportsWebp(): Promise<boolean> {
  const cached = readCachedWebpSupport();
  if (cached !== undefined) return Promise.resolve(cached);
  probing ??= probe().then(remember, () => remember(false)).finally(() => {
    probing = undefined;
  });
  return probing;
}

/** Forget the in-memory result (tests; the stored one is under WEBP_STORAGE_KEY). */
export function resetWebpProbe(): void {
  memory = undefined;
  probing = undefined;
}
