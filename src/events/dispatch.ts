/**
 * One typed helper for every DOM event the package fires: kebab-case `mkt-<subject>-<outcome>`,
 * bubbling and composed so host pages hear them through our shadow roots (ARCHITECTURE "Events").
 */
import type { MktEventMap } from './event-map.ts';

export function dispatchMktEvent<K extends keyof MktEventMap>(
  target: EventTarget,
  type: K,
  detail: MktEventMap[K]['detail'],
  options: { cancelable?: boolean } = {},
): boolean {
  const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false });
  return target.dispatchEvent(event);
}
