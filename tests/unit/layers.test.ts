import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { repoRoot } from '../support/testApp';

/**
 * The browser's layers (README, Layout): the shell imports core and renderers,
 * renderers import core, core imports neither. Guards the boundaries until the
 * lint's import-boundary rules state them; tests count too, since a renderer's
 * test reaching into the shell ties the two folders together all the same.
 */
const forbidden: Record<string, string[]> = {
  'src/renderers': ['src/shell'],
  'src/core': ['src/shell', 'src/renderers'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|mts|jsx?)$/.test(name) ? [path] : [];
  });
}

/** Every module a file names: import/export ... from, side-effect imports, import(), vi.mock(), require(). */
function specifiers(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom|\bimport|\bvi\.(?:mock|doMock|importActual)|\brequire)\s*\(?\s*(['"])([^'"\n]+)\1/g);
  return [...found].map((m) => m[2]!);
}

/** The forbidden folders `file` reaches, as "specifier -> folder". */
function crossings(file: string, code: string, banned: string[]): string[] {
  return specifiers(code).flatMap((spec) => {
    // Only relative paths name the app's own modules (there are no path aliases).
    if (!spec.startsWith('.')) return [];
    const target = relative(repoRoot, resolve(dirname(file), spec)).split(sep).join('/');
    return banned.filter((folder) => target === folder || target.startsWith(`${folder}/`)).map((folder) => `${spec} -> ${folder}`);
  });
}

describe('layers', () => {
  for (const [layer, banned] of Object.entries(forbidden)) {
    it(`${layer} imports nothing from ${banned.join(' or ')}`, () => {
      const found = sources(join(repoRoot, layer)).flatMap((file) =>
        crossings(file, readFileSync(file, 'utf8'), banned).map((c) => `${relative(repoRoot, file)}: ${c}`),
      );
      expect(found).toEqual([]);
    });
  }

  it('sees every form of import the guard relies on', () => {
    const file = join(repoRoot, 'src/core/i18n/example.ts');
    const code = [
      "import { a } from '../../shell/a';",
      "import type { B } from '../../renderers/b';",
      "export { c } from '../../shell/c';",
      "import '../../shell/d.css';",
      "const e = await import('../../renderers/e');",
      "vi.mock('../../shell/f', () => ({}));",
      "import {\n  g,\n} from '../../shell/g';",
      "import { ok } from '../session/ok';",
      "import { lib } from 'shell/not-relative';",
    ].join('\n');
    expect(crossings(file, code, forbidden['src/core']!)).toEqual([
      '../../shell/a -> src/shell',
      '../../renderers/b -> src/renderers',
      '../../shell/c -> src/shell',
      '../../shell/d.css -> src/shell',
      '../../renderers/e -> src/renderers',
      '../../shell/f -> src/shell',
      '../../shell/g -> src/shell',
    ]);
  });
});
