/**
 * Lets the element entries be imported where there is no DOM (server-side rendering in Node,
 * a test runner without a window): the classes extend a bare class there and nothing is
 * registered. In a browser these are exactly HTMLElement and customElements.define.
 */
export const HTMLElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/** Registers `tag` once; a no-op without a custom element registry. */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, element);
}
