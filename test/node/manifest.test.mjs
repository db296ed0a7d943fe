// The element reference is one truth in three places: the code of elements/mkt-*.ts (JSDoc tags,
// observedAttributes, public members, dispatched events), custom-elements.json (made by the
// build from that JSDoc) and the documentation site's page of each element, generated from the
// manifest (test/e2e/docs.test.mjs reads each page as a reader gets it). The code and the manifest
// must list exactly what the other lists. Needs the build (custom-elements.json); `npm test`
// builds first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { elementsOf, publicMembersOf } from '../../scripts/element-reference.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

const manifestPath = new URL('custom-elements.json', root);
assert.ok(existsSync(manifestPath), 'custom-elements.json is missing: run `npm run build` first');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const LIFECYCLE = new Set(['connectedCallback', 'disconnectedCallback', 'attributeChangedCallback', 'adoptedCallback', 'constructor']);
const EVENT_NAME = /^mkt-[a-z-]+$/;

/** Names after a JSDoc tag: `@attr {type} name - text` -> name. */
function tagNames(jsDocText, tag) {
  return [...jsDocText.matchAll(new RegExp(`@${tag}\\s+(?:\\{[^}]*\\}\\s+)?([\\w-]+)`, 'g'))].map((m) => m[1]);
}

/** Events dispatched through the one typed helper: dispatchMktEvent(target, 'mkt-...'). */
function dispatchedEvents(sourceFile, { fromThis }) {
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText(sourceFile) === 'dispatchMktEvent') {
      const [target, name] = node.arguments;
      const isThis = target?.kind === ts.SyntaxKind.ThisKeyword;
      if (name && ts.isStringLiteral(name) && isThis === fromThis) found.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function parse(path) {
  return ts.createSourceFile(path, read(path), ts.ScriptTarget.ES2022, true);
}

/** Every .ts/.tsx file under a folder of the repository. */
function sourceFiles(folder) {
  return readdirSync(new URL(folder, root), { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `${folder}/${file}`);
}

/**
 * Events the flows dispatch on whichever element registered the popup instance (the `host` of
 * src/stores/popup-registry.ts): every element that calls registerPopup() can fire them.
 */
const hostEvents = new Set(
  sourceFiles('src')
    // The logout flow dispatches on the header (or the document) that asked, and account security on
    // its own element (the host it is handed): never on a popup host.
    .filter((path) => path !== 'src/flows/logout.ts' && !path.startsWith('src/features/security/'))
    .flatMap((path) => dispatchedEvents(parse(path), { fromThis: false })),
);

/**
 * Part names a light element draws through the elements/ modules it imports (the header's account
 * menu): every token of a `part: '...'` value there.
 */
function partsDrawnByHelpers(text) {
  const helpers = [...text.matchAll(/import(?:\(|[^;]*?from\s*)\s*'\.\/([\w-]+\.ts)'/g)].map((match) => `elements/${match[1]}`);
  return new Set(helpers.flatMap((file) => [...read(file).matchAll(/part: '([^']+)'/g)].flatMap((match) => match[1].split(/\s+/))));
}

/**
 * Part names an element that mounts an account page draws through the React view in src/ (the
 * feature's screens and the kit's controls): every token of a `part` attribute there, a
 * template's fixed tokens included (`section section-${name}` gives `section`).
 */
const partsDrawnInSrc = new Set(
  sourceFiles('src')
    .map(read)
    .flatMap((text) => [...text.matchAll(/\bpart(?:=|: )["'`{]+([^"'`}]+)["'`}]/g)].flatMap((match) => match[1].split(/\s+/))),
);

/** The public instance members of the first class of a file. */
function publicClassMembers(path) {
  const sourceFile = parse(path);
  const classNode = sourceFile.statements.find((s) => ts.isClassDeclaration(s));
  return classNode.members.flatMap((member) => {
    const name = member.name?.getText(sourceFile);
    const modifiers = ts.getCombinedModifierFlags(member);
    const hidden = !name || name.startsWith('#') || LIFECYCLE.has(name) || (modifiers & (ts.ModifierFlags.Static | ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
    return hidden || ts.isConstructorDeclaration(member) ? [] : [name];
  });
}

/** What the code of one element file declares. */
function declaredInCode(path) {
  const sourceFile = parse(path);
  const text = sourceFile.text;
  const classNode = sourceFile.statements.find((s) => ts.isClassDeclaration(s) && ts.getJSDocTags(s).some((t) => t.tagName.text === 'tag'));
  assert.ok(classNode, `${path}: the element class needs its JSDoc (with @tag) directly above it`);
  const jsDoc = classNode.jsDoc.map((doc) => doc.getText(sourceFile)).join('\n');

  const observed = [];
  const members = [];
  // The popup hosts inherit their public members (state, close(), onResponse...) from their base.
  const inherited = /\bextends PopupHostElement\b/.test(text) ? publicClassMembers('elements/popup-host-element.ts') : [];
  members.push(...inherited);
  for (const member of classNode.members) {
    const name = member.name?.getText(sourceFile);
    const modifiers = ts.getCombinedModifierFlags(member);
    const isStatic = (modifiers & ts.ModifierFlags.Static) !== 0;
    if (isStatic && name === 'observedAttributes' && member.initializer && ts.isArrayLiteralExpression(member.initializer)) {
      observed.push(...member.initializer.elements.map((e) => e.text));
    }
    const hidden = isStatic || !name || name.startsWith('#') || LIFECYCLE.has(name) || (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
    if (!hidden && !ts.isConstructorDeclaration(member)) members.push(name);
  }

  // The popup hosts register through their base class (elements/popup-host-element.ts).
  const registersPopup = /\bregisterPopup\(|\bextends PopupHostElement\b/.test(text);
  return {
    tag: tagNames(jsDoc, 'tag')[0],
    attributes: new Set([...tagNames(jsDoc, 'attr'), ...observed]),
    properties: new Set([...tagNames(jsDoc, 'prop'), ...members]),
    events: new Set([
      ...tagNames(jsDoc, 'fires'),
      ...dispatchedEvents(sourceFile, { fromThis: true }),
      ...(registersPopup ? hostEvents : []),
    ]),
    parts: new Set(tagNames(jsDoc, 'csspart')),
    cssProperties: new Set(tagNames(jsDoc, 'cssprop')),
    documentedEvents: new Set(tagNames(jsDoc, 'fires')),
    registersPopup,
    text,
  };
}

const elementFiles = readdirSync(new URL('elements/', root)).filter((file) => /^mkt-[\w-]+\.ts$/.test(file));
const code = Object.fromEntries(elementFiles.map((file) => {
  const declared = declaredInCode(`elements/${file}`);
  return [declared.tag, declared];
}));
const inManifest = Object.fromEntries(elementsOf(manifest).map((element) => [element.tagName, element]));
const sorted = (iterable) => [...iterable].sort();

test('every element file is in the manifest and every manifest element has a file', () => {
  assert.equal(elementFiles.length, 6);
  assert.deepEqual(sorted(Object.keys(inManifest)), sorted(Object.keys(code)));
  for (const file of elementFiles) assert.ok(code[file.replace(/\.ts$/, '')], `${file} documents @tag ${file.replace(/\.ts$/, '')}`);
});

for (const [tag, declared] of Object.entries(code)) {
  test(`<${tag}>: attributes, properties, events, parts and CSS properties match the manifest`, () => {
    const element = inManifest[tag];
    assert.deepEqual(sorted(element.attributes?.map((a) => a.name) ?? []), sorted(declared.attributes), 'attributes (@attr + observedAttributes)');
    assert.deepEqual(sorted(new Set(publicMembersOf(element).map((m) => m.name))), sorted(declared.properties), 'public properties and methods (+ @prop)');
    assert.deepEqual(sorted(element.events?.map((e) => e.name) ?? []), sorted(declared.events), 'events (@fires + dispatched, incl. flow events on a registered popup host)');
    assert.deepEqual(sorted(element.cssParts?.map((p) => p.name) ?? []), sorted(declared.parts), 'CSS parts (@csspart)');
    assert.deepEqual(sorted(element.cssProperties?.map((p) => p.name) ?? []), sorted(declared.cssProperties), 'CSS custom properties (@cssprop)');
    for (const event of declared.events) assert.match(event, EVENT_NAME);
    // What the code dispatches must be documented, not only discovered by the manifest tool.
    assert.deepEqual(sorted(declared.documentedEvents), sorted(declared.events), 'every dispatched event has an @fires line');
  });

  test(`<${tag}>: documented parts and CSS properties exist in the code`, () => {
    const popupParts = read('src/screens/popup-parts.ts').match(/POPUP_PARTS = \[([\s\S]*?)\]/)[1];
    const everyStyle = [...sourceFiles('src'), ...sourceFiles('elements')].map(read).join('\n');
    for (const part of declared.parts) {
      // Screen-showing elements forward the view's parts (exportparts = POPUP_PARTS); light ones draw them.
      const exists = declared.registersPopup
        ? popupParts.includes(`'${part}'`)
        : declared.text.includes(`'${part}'`) || partsDrawnByHelpers(declared.text).has(part) || (declared.text.includes('mountAccountPage') && partsDrawnInSrc.has(part));
      assert.ok(exists, `<${tag}> documents part "${part}" but does not expose it`);
    }
    for (const property of declared.cssProperties) {
      assert.ok(everyStyle.includes(`var(${property}`), `<${tag}> documents ${property} but no style reads it`);
    }
  });
}

test('every mkt-* event of MktEventMap is fired by some element', () => {
  const eventMap = read('src/events/event-map.ts');
  const events = [...eventMap.matchAll(/'(mkt-[a-z-]+)':/g)].map((m) => m[1]);
  assert.ok(events.length >= 4);
  const fired = new Set(Object.values(code).flatMap((declared) => [...declared.events]));
  for (const event of events) assert.ok(fired.has(event), `${event} is in MktEventMap but no element fires it`);
  for (const event of fired) assert.ok(events.includes(event), `${event} is fired but missing from MktEventMap`);
});
