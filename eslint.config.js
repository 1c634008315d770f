import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tailwind from 'eslint-plugin-tailwindcss';
import tseslint from 'typescript-eslint';
import { join } from 'node:path';

export default tseslint.config(
  { ignores: ['dist', 'var', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/fileErrors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='ENOENT']",
          message:
            '"The file is gone" is asked one way: isMissing(error) from server/fileErrors.ts.',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [tailwind.configs['flat/recommended']],
    settings: {
      tailwindcss: {
        // The theme's own tokens (primary-dark, rounded-paper, shadow-card…) are known classes.
        config: join(import.meta.dirname, 'tailwind.config.ts'),
        // Class lists outside className: the `tw` tag (client/lib/tw.ts) marks them.
        tags: ['tw'],
        callees: [],
      },
    },
    rules: {
      // Prettier's Tailwind plugin owns the order: two sorters would fight over it.
      'tailwindcss/classnames-order': 'off',
      'tailwindcss/no-custom-classname': 'error',
      'tailwindcss/no-contradicting-classname': 'error',
      'tailwindcss/enforces-shorthand': 'error',
      'tailwindcss/enforces-negative-arbitrary-values': 'error',
      'tailwindcss/no-unnecessary-arbitrary-value': 'error',
    },
  },
);
