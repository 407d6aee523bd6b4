// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

/**
 * Local rule: no literal user-facing text in JSX. Every visible string goes through i18next.
 * JSX text made only of punctuation, digits or whitespace is allowed (separators like "·" or ":").
 */
const noJsxLiterals = {
  meta: { type: 'problem', schema: [], messages: { literal: 'Literal text "{{text}}" in JSX: use t() instead.' } },
  create(context) {
    const visible = /[\p{L}]/u;
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (text && visible.test(text))
          context.report({ node, messageId: 'literal', data: { text: text.slice(0, 30) } });
      },
      JSXAttribute(node) {
        const name = node.name && node.name.name;
        if (!['aria-label', 'title', 'alt', 'placeholder', 'aria-description'].includes(String(name))) return;
        const v = node.value;
        if (v && v.type === 'Literal' && typeof v.value === 'string' && visible.test(v.value)) {
          context.report({ node, messageId: 'literal', data: { text: v.value.slice(0, 30) } });
        }
      },
    };
  },
};

/** One-way imports: views -> machines -> streams | api -> lib. */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((dir) => ({
          group: [`**/${dir}/*`, `**/${dir}/**`],
          message: `Imports flow views -> machines -> streams | api -> lib; this layer may not import ${dir}.`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'screenshots', 'test-results', 'playwright-report', 'bench/results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'no-jsx-literals': noJsxLiterals } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'local/no-jsx-literals': 'error',
    },
  },
  layer(['src/lib/**'], ['api', 'streams', 'machines', 'views', 'app']),
  layer(['src/api/**'], ['streams', 'machines', 'views', 'app']),
  layer(['src/streams/**'], ['machines', 'views', 'app']),
  layer(['src/machines/**'], ['views', 'app']),
  layer(['src/views/**'], ['app']),
  { files: ['simulator/**', 'scripts/**', 'bench/**', 'tests/**'], rules: { 'no-console': 'off' } },
  // Formatting is Prettier's (`npm run lint` checks it): no ESLint rule may disagree with it.
  prettier,
);
