import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const webFeatures = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A web feature uses shared components and libraries, never another feature's internals. */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'A feature does not import another feature: move what both need to components/ or lib/ (or packages/shared).',
          },
          { regex: '^(\\.\\./){2,}', message: 'Import across folders with the @/ alias, not with ../../.' },
        ],
      },
    ],
  },
}));

/** JSX attributes whose text a person reads or hears: never written in a component, always from the catalogue. */
const TEXT_ATTRIBUTES = new Set(['label', 'placeholder', 'title', 'aria-label', 'description', 'alt', 'error']);
const LETTER = /\p{L}/u;

/** A string literal or template (its fixed parts) with a letter in it. */
function literalWithLetters(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && LETTER.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? quasi.value.raw));
  return false;
}

/**
 * bakrom/no-literal-text: the web app's texts live in the catalogues (apps/web/src/i18n: Norwegian and English),
 * so a component writes none of its own: no JSX text with a letter, no literal with a letter as a child or in an
 * attribute people read (label, placeholder, title, aria-label, description, alt, error).
 */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts come from the catalogue (texts of @/i18n), never written in a component' },
    schema: [],
    messages: {
      text: 'Text written in a component ("{{text}}"): add it to the catalogues (i18n/nb.ts and en.ts) and read it from texts.',
      attribute: 'The {{name}} text is written in the component ({{text}}): add it to the catalogues and read it from texts.',
    },
  },
  create(context) {
    const shown = (text) => text.trim().slice(0, 40);
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: shown(node.value) } });
      },
      JSXExpressionContainer(node) {
        const parent = node.parent?.type;
        if ((parent === 'JSXElement' || parent === 'JSXFragment') && literalWithLetters(node.expression))
          context.report({ node, messageId: 'text', data: { text: shown(context.sourceCode.getText(node.expression)) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (literalWithLetters(value))
          context.report({ node, messageId: 'attribute', data: { name, text: shown(context.sourceCode.getText(value)) } });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'apps/server/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/web/vite.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { bakrom: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'bakrom/no-literal-text': 'error' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@bakrom/(server|web)', message: 'Shared code imports nothing from the apps.' },
            { regex: '(^|/)apps/', message: 'Shared code imports nothing from the apps.' },
            { regex: '^@/', message: 'Shared code imports nothing from the apps.' },
            {
              regex: '^(react|react-dom|@mantine/.*|fastify|drizzle-orm|pg|@electric-sql/.*)$',
              message: 'Shared code is pure: no UI, server or database library.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
);
