import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';
import { repoRoot } from '../support/testApp';
import layerTable from '../../layers.json' with { type: 'json' };

/**
 * The app's import layers are stated once, in layers.json (README, Layout): the lint
 * (eslint.config.js, no-restricted-imports) and this walk both read them. The walk
 * resolves every relative import of every source file, tests included (a renderer's test
 * reaching into the shell ties the two folders together all the same), and sees the
 * forms the lint does not (import(), vi.mock(), require()); the lint's own test below
 * proves that the rules it builds from the table refuse each crossing.
 */
interface Layer {
  from: string;
  why: string;
  notFolders?: string[];
  notPackages?: string[];
  except?: Record<string, { folders: string[]; why: string }>;
}
const layers: Layer[] = layerTable.layers;

const posixPath = (path: string) => path.split(sep).join('/');

/** What a file may not import: every enclosing layer's folders (less its exceptions) and packages. */
function bansOf(file: string): { folders: string[]; packages: string[] } {
  const enclosing = layers.filter((l) => file.startsWith(`${l.from}/`));
  const excepted = enclosing.flatMap((l) => l.except?.[file]?.folders ?? []);
  return {
    folders: enclosing.flatMap((l) => l.notFolders ?? []).filter((f) => !excepted.includes(f)),
    packages: enclosing.flatMap((l) => l.notPackages ?? []),
  };
}

const packageMatches = (spec: string, pkg: string) => (pkg.endsWith('/*') ? spec.startsWith(pkg.slice(0, -1)) : spec === pkg || spec.startsWith(`${pkg}/`));

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
  return { files: [...files].map((f) => posixPath(relative(repoRoot, f))).sort(), packages: [...packages].sort() };
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|mts|jsx?)$/.test(name) ? [path] : [];
  });
}

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => [join(dir, e.name), ...folders(join(dir, e.name))]);
}

/** Every module a file names: import/export ... from, side-effect imports, import(), vi.mock(), require(). */
function specifiers(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom|\bimport|\bvi\.(?:mock|doMock|importActual)|\brequire)\s*\(?\s*(['"])([^'"\n]+)\1/g);
  return [...found].map((m) => m[2]!);
}

/** The crossings of `file` (repository path), as "specifier -> folder or package". */
function crossings(file: string, code: string, bans = bansOf(file)): string[] {
  return specifiers(code).flatMap((spec) => {
    if (!spec.startsWith('.')) return bans.packages.filter((pkg) => packageMatches(spec, pkg)).map((pkg) => `${spec} -> ${pkg}`);
    // Only relative paths name the app's own modules (there are no path aliases).
    const target = posix.join(posix.dirname(file), spec);
    return bans.folders.filter((folder) => target === folder || target.startsWith(`${folder}/`)).map((folder) => `${spec} -> ${folder}`);
  });
}

describe('layers', () => {
  for (const layer of layers) {
    it(`${layer.from} imports nothing of ${[...(layer.notFolders ?? []), ...(layer.notPackages ?? [])].join(', ')}`, () => {
      const found = sources(join(repoRoot, layer.from)).flatMap((path) => {
        const file = posixPath(relative(repoRoot, path));
        return crossings(file, readFileSync(path, 'utf8')).map((c) => `${file}: ${c}`);
      });
      expect(found).toEqual([]);
    });
  }

  it('loads only pure contracts on the server: no component, no React, no package through the kinds’ registry', () => {
    const { files, packages } = contractGraph(join(repoRoot, 'src/kinds/registry.ts'));
    expect(packages).toEqual([]);
    expect(files.filter((f) => !/\.(ts|json)$/.test(f) || f.endsWith('.tsx'))).toEqual([]);
    // Beyond the registry, the kinds' contracts and their pure helpers only.
    expect(files.filter((f) => !/(^src\/kinds\/|^src\/shared\/|\/contract\.ts$|\.schema\.json$|^src\/renderers\/cells\/cellTypes\.ts$|^src\/renderers\/form\/(formNames|declaredInputs|fileFields)\.ts$)/.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['src/renderers/grid/contract.ts', 'src/renderers/form/contract.ts', 'src/renderers/detail/contract.ts', 'src/custom/pdfViewer/contract.ts']));
  });

  it('sees every form of import the guard relies on', () => {
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
      "import { Server } from 'fastify';",
    ].join('\n');
    expect(crossings('src/core/i18n/example.ts', code, { folders: ['src/shell', 'src/renderers'], packages: ['fastify'] })).toEqual([
      '../../shell/a -> src/shell',
      '../../renderers/b -> src/renderers',
      '../../shell/c -> src/shell',
      '../../shell/d.css -> src/shell',
      '../../renderers/e -> src/renderers',
      '../../shell/f -> src/shell',
      '../../shell/g -> src/shell',
      'fastify -> fastify',
    ]);
  });

  it('states the same layers in the lint: its rules refuse each crossing of the table, at any depth, and nothing else', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const refusals = async (file: string, spec: string) => {
      const [result] = await eslint.lintText(`import { x } from '${spec}';\nexport const y = x;\n`, { filePath: join(repoRoot, file) });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
    };
    const missed: string[] = [];
    for (const layer of layers) {
      for (const depth of [0, 2]) {
        const file = posix.join(layer.from, ...Array.from({ length: depth }, (_, i) => `d${i}`), 'probe.ts');
        const bans = bansOf(file);
        for (const folder of bans.folders) {
          const rel = posix.relative(posix.dirname(file), folder);
          if ((await refusals(file, `${rel}/x`)) !== 1) missed.push(`${file}: ${rel}/x`);
        }
        for (const pkg of bans.packages) {
          const spec = pkg.endsWith('/*') ? `${pkg.slice(0, -2)}/x` : pkg;
          if ((await refusals(file, spec)) !== 1) missed.push(`${file}: ${spec}`);
        }
        // What the layer may import passes: shared code, and its own folder.
        if ((await refusals(file, posix.relative(posix.dirname(file), 'src/shared/x'))) !== 0 && layer.from !== 'src/shared') missed.push(`${file}: src/shared refused`);
        if ((await refusals(file, './sibling')) !== 0) missed.push(`${file}: ./sibling refused`);
      }
      for (const [file, { folders: allowed }] of Object.entries(layer.except ?? {})) {
        for (const folder of allowed) if ((await refusals(file, `${posix.relative(posix.dirname(file), folder)}/x`)) !== 0) missed.push(`${file}: excepted ${folder} refused`);
      }
    }
    expect(missed).toEqual([]);
  }, 60_000);

  it('lints every folder of the layers at its depth (layers.json maxDepth)', () => {
    const deepest = Math.max(...layers.flatMap((l) => folders(join(repoRoot, l.from)).map((f) => posixPath(relative(join(repoRoot, l.from), f)).split('/').length)));
    expect(deepest).toBeLessThanOrEqual(layerTable.maxDepth);
  });
});
