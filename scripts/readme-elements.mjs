// The README's element reference, generated from custom-elements.json (which the build makes from
// the JSDoc of elements/mkt-*.ts). `npm run readme:elements` rewrites the block between
// <!-- elements:start --> and <!-- elements:end -->; `--check` only reports whether it is current
// (test/node/manifest.test.mjs fails when it is not).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const START_MARKER = '<!-- elements:start -->';
export const END_MARKER = '<!-- elements:end -->';

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

/** One line of a table cell: no line breaks, pipes escaped. */
function cell(text = '') {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

const code = (text) => `\`${text}\``;

/** A description without its leading "`<tag>`:" (the table already names the tag). */
function withoutTag(description = '') {
  return description.replace(/^`<[\w-]+>`:\s*/, '');
}

/** The first sentence of a description, for the overview table. */
function summary(description = '') {
  const text = withoutTag(description).replace(/\s+/g, ' ');
  const end = text.search(/\.(\s|$)/);
  const sentence = end < 0 ? text : text.slice(0, end + 1);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function memberSignature(member) {
  if (member.kind !== 'method') return code(member.name);
  const parameters = (member.parameters ?? []).map((parameter) => `${parameter.name}${parameter.optional || parameter.default ? '?' : ''}`);
  return code(`${member.name}(${parameters.join(', ')})`);
}

function memberType(member) {
  const text = member.kind === 'method' ? member.return?.type?.text : member.type?.text;
  return text ? code(text) : '';
}

/** The rows of one element's reference table: [kind, name, type, description]. */
export function referenceRows(element) {
  return [
    ...(element.attributes ?? []).map((a) => ['attribute', code(a.name), a.type?.text ? code(a.type.text) : '', a.description]),
    ...publicMembersOf(element).map((m) => [
      m.kind === 'method' ? 'method' : m.readonly ? 'property (read-only)' : 'property',
      memberSignature(m),
      memberType(m),
      m.description,
    ]),
    ...(element.events ?? []).map((e) => ['event', code(e.name), '', e.description]),
    ...(element.cssParts ?? []).map((p) => ['CSS part', code(p.name), '', p.description]),
    ...(element.cssProperties ?? []).map((p) => ['CSS custom property', code(p.name), '', p.description]),
  ];
}

/** The whole generated block, markers included. */
export function renderElementsBlock(manifest) {
  const elements = elementsOf(manifest);
  const lines = [
    START_MARKER,
    '<!-- Generated from custom-elements.json by `npm run readme:elements`; edit the JSDoc in elements/mkt-*.ts instead. -->',
    '',
    '| Element | What it is | Attributes | Events |',
    '|---|---|---|---|',
    ...elements.map((element) => {
      const attributes = (element.attributes ?? []).map((a) => code(a.name)).join(', ') || '–';
      const events = (element.events ?? []).map((e) => code(e.name)).join(', ') || '–';
      return `| ${code(`<${element.tagName}>`)} | ${cell(summary(element.description))} | ${attributes} | ${events} |`;
    }),
  ];
  for (const element of elements) {
    const description = cell(withoutTag(element.description));
    lines.push('', `### ${code(`<${element.tagName}>`)}`, '', description.charAt(0).toUpperCase() + description.slice(1), '');
    lines.push('| Kind | Name | Type | Description |', '|---|---|---|---|');
    for (const [kind, name, type, description] of referenceRows(element)) {
      lines.push(`| ${kind} | ${name} | ${cell(type)} | ${cell(description)} |`);
    }
  }
  lines.push(END_MARKER);
  return lines.join('\n');
}

/** The README with its block replaced; throws when the markers are missing. */
export function withElementsBlock(readme, block) {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`README.md needs ${START_MARKER} ... ${END_MARKER}`);
  return readme.slice(0, start) + block + readme.slice(end + END_MARKER.length);
}

/** The block as it stands in the README, markers included. */
export function currentElementsBlock(readme) {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  return start < 0 || end < start ? undefined : readme.slice(start, end + END_MARKER.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmeUrl = new URL('../README.md', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8'));
  const readme = readFileSync(readmeUrl, 'utf8');
  const next = withElementsBlock(readme, renderElementsBlock(manifest));
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('README.md element reference is out of date: run `npm run readme:elements`.');
      process.exit(1);
    }
  } else if (next !== readme) {
    writeFileSync(readmeUrl, next);
    console.log('README.md element reference updated.');
  }
}
