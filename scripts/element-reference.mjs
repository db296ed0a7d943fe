// The element reference, read from custom-elements.json (which the build makes from the JSDoc of
// elements/mkt-*.ts). The documentation site renders a page per element from it
// (docs/site/_data/elements.js), and test/node/manifest.test.mjs holds the code, the manifest and
// those pages to one list.

/** Every custom element of the manifest, in the order of its modules. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((declaration) => declaration.customElement && declaration.tagName),
  );
}

/** Public instance members: no #private, protected or static ones. */
export function publicMembersOf(element) {
  return (element.members ?? []).filter(
    (member) => !member.static && !member.name.startsWith('#') && (member.privacy ?? 'public') === 'public',
  );
}

/** A description without its leading "`<tag>`:" (the page already names the tag). */
export function withoutTag(description = '') {
  return description.replace(/^`<[\w-]+>`:\s*/, '');
}

/** The first sentence of a description, for the overview. */
export function summary(description = '') {
  const text = withoutTag(description).replace(/\s+/g, ' ');
  const end = text.search(/\.(\s|$)/);
  const sentence = end < 0 ? text : text.slice(0, end + 1);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** `open(screen?, options?)` for a method, the bare name for anything else. */
function memberSignature(member) {
  if (member.kind !== 'method') return member.name;
  const parameters = (member.parameters ?? []).map((parameter) => `${parameter.name}${parameter.optional || parameter.default ? '?' : ''}`);
  return `${member.name}(${parameters.join(', ')})`;
}

/** The values a union of string literals allows (`'a'|'b'` -> ['a', 'b']), else none. */
export function literalValues(typeText = '') {
  const parts = typeText.split('|').map((part) => part.trim());
  return parts.length > 0 && parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : [];
}

/**
 * Every documented piece of one element, in the order a reference lists them:
 * { kind: 'attribute' | 'property' | 'method' | 'event' | 'slot' | 'part' | 'css-property', name, type, description, readonly }.
 * `name` is what a page names (a method with its parameters).
 */
export function referenceRows(element) {
  return [
    ...(element.attributes ?? []).map((a) => ({ kind: 'attribute', name: a.name, type: a.type?.text ?? '', description: a.description ?? '' })),
    ...publicMembersOf(element).map((m) => ({
      kind: m.kind === 'method' ? 'method' : 'property',
      name: memberSignature(m),
      type: (m.kind === 'method' ? m.return?.type?.text : m.type?.text) ?? '',
      description: m.description ?? '',
      readonly: Boolean(m.readonly),
    })),
    ...(element.events ?? []).map((e) => ({ kind: 'event', name: e.name, type: e.type?.text ?? '', description: e.description ?? '' })),
    ...(element.slots ?? []).map((s) => ({ kind: 'slot', name: s.name || '(default)', type: '', description: s.description ?? '' })),
    ...(element.cssParts ?? []).map((p) => ({ kind: 'part', name: p.name, type: '', description: p.description ?? '' })),
    ...(element.cssProperties ?? []).map((p) => ({ kind: 'css-property', name: p.name, type: '', description: p.description ?? '' })),
  ];
}
