import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { repoRoot } from '../support/testApp';

/**
 * The browser's layers (README, Layout): the shell imports core and renderers,
 * renderers and custom flows import core, core imports none of them. Guards
 * the boundaries until the lint's import-boundary rules state them; tests
 * count too, since a renderer's test reaching into the shell ties the two
 * folders together all the same. The server imports nothing of the browser
 * app but the kinds' registry (src/kinds), whose static graph is pure (below).
 */
const forbidden: Record<string, string[]> = {
  'src/renderers': ['src/shell', 'src/custom'],
  'src/custom': ['src/shell', 'src/renderers'],
  'src/core': ['src/shell', 'src/renderers', 'src/custom', 'src/kinds'],
  'src/server': ['src/shell', 'src/renderers', 'src/custom', 'src/core', 'src/api'],
};

/** The modules a file imports statically (import/export ... from, side-effect imports): what loads with it. */
function staticSpecifiers(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom|^\s*import)\s+(['"])([^'"\n]+)\1/gm);
  return [...found].map((m) => m[2]!);
}

/**
 * Every module the server loads through the kinds' registry: the contracts
 * and what they import. Components are named only by import() thunks there.
 */
function contractGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith('.json')) return;
    for (const spec of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const target = resolve(dirname(file), spec);
      const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
      const found = candidates.find((c) => { try { return statSync(c).isFile(); } catch { return false; } });
      if (!found) throw new Error(`${relative(repoRoot, file)}: cannot resolve ${spec}`);
      visit(found);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => relative(repoRoot, f).split(sep).join('/')).sort(), packages: [...packages].sort() };
}

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

  it('loads only pure contracts on the server: no component, no React, no package through the kinds’ registry', () => {
    const { files, packages } = contractGraph(join(repoRoot, 'src/kinds/registry.ts'));
    expect(packages).toEqual([]);
    expect(files.filter((f) => !/\.(ts|json)$/.test(f) || f.endsWith('.tsx'))).toEqual([]);
    // Beyond the registry, the kinds' contracts and their pure helpers only.
    expect(files.filter((f) => !/(^src\/kinds\/|^src\/shared\/|\/contract\.ts$|\.schema\.json$|^src\/renderers\/cells\/cellTypes\.ts$|^src\/renderers\/form\/(formNames|declaredInputs)\.ts$)/.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['src/renderers/grid/contract.ts', 'src/renderers/form/contract.ts', 'src/renderers/detail/contract.ts', 'src/custom/pdfViewer/contract.ts']));
  });

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
