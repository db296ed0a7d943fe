/**
 * A tree of markup the page can build without an HTML parser: Trusted Types pages
 * refuse `innerHTML`, and createElement needs no policy. An element is
 * `[tag, attributes or 0, ...children]`; a text is a string. Texts and attribute values may hold
 * slots, `{{name}}`, filled in as the tree is built.
 */
export type TemplateNode = string | TemplateElement;
export type TemplateElement = [tag: string, attributes: Readonly<Record<string, string>> | 0, ...children: TemplateNode[]];

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Builds `node`, each slot replaced by `fill(name)`; svg and what is inside it in the SVG namespace. */
export function buildTemplate(node: TemplateNode, fill: (slot: string) => string, inSvg = false): Node {
  const filled = (text: string) => text.replace(/\{\{(@?\w+)\}\}/g, (_slot, name: string) => fill(name));
  if (typeof node === 'string') return document.createTextNode(filled(node));
  const [tag, attributes, ...children] = node;
  const svg = inSvg || tag === 'svg';
  const element = svg ? document.createElementNS(SVG_NAMESPACE, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    // Styles through the CSSOM, as React sets them: a page's CSP may refuse style attributes.
    if (name === 'style') setStyles(element as HTMLElement | SVGElement, filled(value));
    else element.setAttribute(name, filled(value));
  }
  for (const child of children) element.append(buildTemplate(child, fill, svg));
  return element;
}

function setStyles(element: HTMLElement | SVGElement, declarations: string): void {
  for (const declaration of declarations.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) element.style.setProperty(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
}
