// The detail type of every mkt-* event, read from the package's own declarations (src/events/):
// MktEventMap names each event's type, `XEvent = CustomEvent<XDetail>`, and XDetail is printed as
// the source declares it, with the local types it uses, so the page shows what a listener gets.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const eventsDir = new URL('../../../src/events/', import.meta.url);

/** [name, file relative to src/events/] of each type a module imports from the package. */
function importsOf(source) {
  return source.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')
      ? (statement.importClause?.namedBindings?.elements ?? []).map((element) => [element.name.text, statement.moduleSpecifier.text])
      : [],
  );
}

/** One exported interface or type alias of another module, printed. */
function printedFrom(file, name) {
  const source = parse(file);
  const declaration = source.statements.find((s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name);
  return declaration ? printed(declaration, source) : `type ${name} = unknown; // see the package's declarations`;
}

function parse(file) {
  return ts.createSourceFile(file, readFileSync(new URL(file, eventsDir), 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** A declaration's text without its comments, on as few lines as it reads well. */
function printed(node, source) {
  const printer = ts.createPrinter({ removeComments: true });
  return printer.printNode(ts.EmitHint.Unspecified, node, source).replace(/^export /, '');
}

/** @returns {Map<string, string>} event name -> the TypeScript of its detail */
export function eventDetails() {
  const map = parse('event-map.ts');
  /** @type {Map<string, string>} type name -> file that exports it */
  const fileOf = new Map();
  for (const statement of map.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      for (const element of statement.importClause?.namedBindings?.elements ?? []) fileOf.set(element.name.text, statement.moduleSpecifier.text.replace(/^\.\//, ''));
    }
  }
  const eventMap = map.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'MktEventMap');
  const details = new Map();
  for (const member of eventMap.members) {
    const name = member.name.text;
    const eventType = member.type.typeName.text;
    const source = parse(fileOf.get(eventType));
    const declarations = new Map(
      source.statements.filter((s) => ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)).map((s) => [s.name.text, s]),
    );
    const detailName = declarations.get(eventType).type.typeArguments[0].typeName.text;
    const detail = declarations.get(detailName);
    const detailText = detail.getText(source);
    const names = (text) => new RegExp(`\\b${text}\\b`);
    // The types the detail names (a union of kinds, the login result), printed before it: local
    // ones, and those it imports from another module of the package.
    const local = [...declarations.keys()].filter((other) => other !== detailName && other !== eventType && names(other).test(detailText));
    const imported = importsOf(source).filter(([other]) => names(other).test(detailText));
    details.set(
      name,
      [
        ...imported.map(([other, file]) => printedFrom(file, other)),
        ...local.map((other) => printed(declarations.get(other), source)),
        printed(detail, source),
      ].join('\n'),
    );
  }
  return details;
}
