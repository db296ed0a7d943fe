import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'test/consumers/*/dist/**', 'test/consumers/*/src/*.generated.tsx', 'coverage/**', 'bench/results/**', 'bench/.build/**', 'examples/**/vendor/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server or user text goes through the sanitising <Markup> component (src/ui/Markup) only.',
        },
        {
          selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]",
          message: 'No raw HTML sinks: use <Markup> (DOMPurify) for server text.',
        },
      ],
    },
  },
  {
    // Hooks only at the top level of components and hooks, and effects that list what they read:
    // a missing dependency is a stale closure (a screen acting on the language or step it opened with).
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Only the sanitising Markup component may hand HTML to React.
    files: ['src/ui/Markup/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // SPEC/ARCHITECTURE: one way in and out of the network.
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Every request goes through src/api/.' }],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', window: 'readonly', document: 'readonly' } },
  },
);
