/**
 * The layers of the package, lowest first. A module may import its own layer and the layers below
 * it, never one above; type-only imports count (they couple the code as much as runtime ones).
 * `npm test` runs these rules (`npm run lint:imports`), and test/node/layer-rules.test.mjs plants
 * violations in a scratch tree to show each rule fails.
 *
 * - i18n: languages and texts. config: settings, regions, constants. storefront: the page's
 *   cookies, scripts and monitoring. security: URL allow-lists and sanitising (they report to
 *   monitoring). context: an element's resolved region, language and hosts.
 *   api: the transport and the wire calls. stores, events: state and the DOM events hosts see.
 *   ui: React controls. flows: what happens, without React. kit: what every popup screen uses
 *   (actions, shells, hooks). features: one folder per sign-in method or account task.
 *   screens: the composition (the feature list, the screen registry, Login, the popup root).
 *   src/index.ts, src/configure.ts: the package's API. elements: the custom elements.
 */
const LAYERS = [
  ['i18n', '^src/i18n/'],
  ['config', '^src/config/'],
  ['storefront', '^src/storefront/'],
  ['security', '^src/security/'],
  ['context', '^src/context/'],
  ['api', '^src/api/'],
  ['stores', '^src/stores/'],
  ['events', '^src/events/'],
  ['ui', '^src/ui/'],
  ['flows', '^src/flows/'],
  ['kit', '^src/kit/'],
  ['features', '^src/features/'],
  ['screens', '^src/screens/'],
  ['entry', '^src/(index|configure)\\.ts$'],
  ['elements', '^elements/'],
];

const layerRules = LAYERS.slice(0, -1).map(([name, path], index) => ({
  name: `${name}-imports-only-below`,
  severity: 'error',
  comment: `${name} may import only the layers below it (${LAYERS.slice(0, index).map(([below]) => below).join(', ') || 'none'}).`,
  from: { path },
  to: { path: LAYERS.slice(index + 1).map(([, above]) => `(${above})`).join('|') },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle couples modules both ways, type-only imports included: break it with a port or a smaller module.',
      from: { path: '^(src|elements)/' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'src-not-into-elements',
      severity: 'error',
      comment: 'src/ is the library; the custom elements in elements/ use it, never the other way round.',
      from: { path: '^src/' },
      to: { path: '^elements/' },
    },
    {
      name: 'features-import-no-other-feature',
      severity: 'error',
      comment: 'A feature stands alone: what two features share belongs in the kit (src/kit) or below.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-imported-only-by-the-feature-list',
      severity: 'error',
      comment: 'A feature is reached through its manifest, listed once in src/screens/feature-list.ts (popup features) or src/screens/account-page-list.ts (account pages).',
      from: { path: '^(src|elements)/', pathNot: ['^src/features/', '^src/screens/(feature-list|account-page-list)\\.ts$'] },
      to: { path: '^src/features/' },
    },
    {
      name: 'feature-list-imports-manifests-only',
      severity: 'error',
      comment: 'The feature lists import each feature by its manifest (index.ts), nothing deeper.',
      from: { path: '^src/screens/(feature-list|account-page-list)\\.ts$' },
      to: { path: '^src/features/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test|bench|examples|sandbox|scripts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
