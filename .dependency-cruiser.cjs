/**
 * Layering rules checked by `npm test` (ARCHITECTURE "Elements are thin"):
 * - no import cycles in src/ or elements/, dynamic import() included;
 * - nothing under src/ imports elements/ (src/ reaches the page's popup through the
 *   login-request port, src/stores/login-requests.ts).
 * Type-only imports vanish at build time and are not counted (tsPreCompilationDeps: false).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle couples modules both ways: break it with a port or a smaller module.',
      from: { path: '^(src|elements)/' },
      to: { circular: true },
    },
    {
      name: 'src-not-into-elements',
      severity: 'error',
      comment: 'src/ is the library; the custom elements in elements/ use it, never the other way round.',
      from: { path: '^src/' },
      to: { path: '^elements/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test|bench|examples|sandbox|scripts)/' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
