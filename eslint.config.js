import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'lib/**',
      'scratch/**',
      'node_modules/**',
      'coverage/**',
      'out/**',
      'output/**',
      'test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // CommonJS for the old Node a newcomer may have (.ci/node.sh runs it before Node 24 exists).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Functions a reader can hold: split along their phases past this.
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // Library code logs through core or the CLI reporter, never console.
    files: ['src/**/*.ts'],
    ignores: ['src/cli.ts', 'src/cli/**'],
    rules: { 'no-console': 'error' },
  },
)
