import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

/**
 * Whether npm installs the entry on this machine: a platform's prebuilt binary
 * (sharp's, rolldown's) names its os and cpu, and is skipped elsewhere with its
 * engines (sharp's 32-bit Windows binary is built for Node 20 only).
 */
const installedHere = (entry: LockEntry) => (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch));

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

/**
 * `npm ci` on every Node the portal says it runs on installs without an
 * engine warning (issue 10, point 7): each package of the lock file whose
 * `engines.node` is stated must accept every version of package.json's range.
 * A dependency update that drops a Node line the portal still supports (as
 * Kysely 0.29 and cookie 2 dropped Node 20) fails here, not on a user's install.
 */
describe('the Node versions of the dependencies', () => {
  const range: string = read('package.json').engines.node;
  const lock: { packages: Record<string, LockEntry> } = read('package-lock.json');

  it('states a Node range, the one the lock file records', () => {
    expect(semver.validRange(range)).not.toBeNull();
    expect(lock.packages['']?.engines).toEqual({ node: range });
  });

  it('has no installed package whose engines.node excludes a version of that range', () => {
    const stated = Object.entries(lock.packages).filter(([path, entry]) => path && installedHere(entry) && !Array.isArray(entry.engines) && typeof entry.engines?.node === 'string');
    // A lock file without engines would make the next check pass for nothing.
    expect(stated.length).toBeGreaterThan(100);
    const excluding = stated
      .filter(([, entry]) => !semver.subset(range, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(excluding).toEqual([]);
  });

  it('would catch a package that wants Node 22 (as Kysely 0.29 did)', () => {
    expect(semver.subset(range, '>=22.0.0')).toBe(false);
    expect(semver.subset(range, '>=20.0.0')).toBe(true);
  });
});
