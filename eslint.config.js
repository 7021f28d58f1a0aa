// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { posix } from 'node:path';
import layerTable from './layers.json' with { type: 'json' };

/**
 * ESLint: the recommended JavaScript and TypeScript rules (no style rules: formatting is
 * not linted), and the app's import layers from layers.json as no-restricted-imports.
 *
 * no-restricted-imports matches the import's text, and the app's imports are relative, so
 * each layer gets one block per folder depth below it, where `../..` is known to land in a
 * given folder: the patterns are exact paths, not folder names that could match elsewhere.
 * Flat config does not merge a rule's options across blocks (the last block wins), so each
 * block holds every restriction of the wider layers too, and narrower layers come later.
 */

/** @typedef {{ from: string, why: string, notFolders?: string[], notPackages?: string[], except?: Record<string, { folders: string[], why: string }> }} Layer */
/** @type {Layer[]} */
const layers = layerTable.layers;
const SOURCES = '*.{ts,tsx,js,jsx,mts}';
/** Deep enough for the deepest folder of src/ (tests/unit/layers.test.ts checks it). */
const MAX_DEPTH = layerTable.maxDepth;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The layers whose `from` holds `folder` (itself included), widest first. */
const enclosing = (folder) => layers.filter((l) => folder === l.from || folder.startsWith(`${l.from}/`)).sort((a, b) => a.from.length - b.from.length);

/** no-restricted-imports options for a file in `dir` (a folder `depth` levels below `layer.from`). */
function restrictions(layer, dir, skip = []) {
  const patterns = enclosing(layer.from).flatMap((l) => [
    ...(l.notFolders ?? [])
      .filter((folder) => !skip.includes(folder))
      .map((folder) => {
        const rel = posix.relative(dir, folder);
        return { regex: `^${escape(rel.startsWith('.') ? rel : `./${rel}`)}(/|$)`, message: `${l.from} imports nothing of ${folder}: ${l.why}` };
      }),
    ...(l.notPackages ?? []).map((pkg) => ({
      regex: pkg.endsWith('/*') ? `^${escape(pkg.slice(0, -1))}` : `^${escape(pkg)}(/|$)`,
      message: `${l.from} imports no ${pkg}: ${l.why}`,
    })),
  ]);
  return ['error', { patterns }];
}

/** One block per layer and depth, widest layers first; then the single files a layer excepts. */
function layerBlocks() {
  const blocks = [];
  for (const layer of [...layers].sort((a, b) => a.from.length - b.from.length)) {
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      // Folder names do not matter for a relative path from a folder beside no banned one.
      const dir = posix.join(layer.from, ...Array.from({ length: depth }, (_, i) => `d${i}`));
      blocks.push({ name: `layers ${layer.from} +${depth}`, files: [`${layer.from}/${'*/'.repeat(depth)}${SOURCES}`], rules: { 'no-restricted-imports': restrictions(layer, dir) } });
    }
  }
  for (const layer of layers) {
    for (const [file, { folders }] of Object.entries(layer.except ?? {})) {
      blocks.push({ name: `layers except ${file}`, files: [file], rules: { 'no-restricted-imports': restrictions(layer, posix.dirname(file), folders) } });
    }
  }
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/api/generated/**', 'src/shared/generated/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'portal',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly' } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An underscore names what is left out on purpose (a rest sibling dropped, an argument unused).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Sanitisers match control characters on purpose (file names, XML, rich text, paths).
      'no-control-regex': 'off',
    },
  },
  {
    name: 'untyped JSON and tests',
    // These walk untyped JSON (JSON Schemas, screen definitions, answers in tests) or hold
    // Kysely<any> (migrations must not depend on today's schema type; the grid engine reads
    // views by name). Handlers, the data layer, auth, the API client, shell, core and custom
    // flows keep the rule: no any at the handler boundary (issue 9).
    files: [
      'tests/**',
      '**/*.test.{ts,tsx}',
      'src/server/db/**',
      'src/server/query/**',
      'src/server/catalogue/**',
      'src/server/screens/**',
      'src/server/validators.ts',
      'src/kinds/**',
      'src/renderers/**',
      'src/shared/rules/**',
      'src/shared/validation/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...layerBlocks(),
);
