import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // compromise holds ~30 MB once loaded: the assistant reads it on first use through nlp.ts, never at import.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/common/assistant/nlp-load.browser.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'compromise',
              message: "Use { nlp } from 'src/common/assistant/nlp', which loads compromise on first use.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bin/**/*.mjs', 'scripts/**/*.mjs', 'src/**/*.mjs', 'public/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', self: 'readonly' } },
  },
);
