import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveShared } from '../../src/server/screens/sharedRefs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A definition of screens/ as the server serves it: its shared parts
 * (screens/_shared/) resolved. For tests that render the real screens.
 */
export function screenDefinition<T = any>(cmid: string): T {
  const read = (name: string) => ({ value: JSON.parse(readFileSync(join(root, 'screens/_shared', name), 'utf8')) });
  const resolved = resolveShared(JSON.parse(readFileSync(join(root, 'screens', `${cmid}.json`), 'utf8')), `${cmid}.json`, read);
  if (resolved.faults.length) throw new Error(`screens/${cmid}.json: ${JSON.stringify(resolved.faults)}`);
  return resolved.value as T;
}
