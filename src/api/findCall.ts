import type { CallDef } from './callDef';
import { callRegistry } from './generated/registry';

const calls: readonly CallDef[] = Object.values(callRegistry);

function matches(template: string, path: string): boolean {
  const t = template.split('/');
  const p = path.split('/');
  return t.length === p.length && t.every((seg, i) => (seg.startsWith('{') ? p[i]!.length > 0 : seg === p[i]));
}

const literals = (template: string) => template.split('/').filter((seg) => !seg.startsWith('{')).length;

/**
 * The catalogue call answering METHOD + path (path below /api/, no query), if
 * any. As on the server's router, a literal segment wins over a parameter:
 * 'menus/options' is menus.options, not menus.get with id 'options'.
 */
export function findCall(method: string, path: string): CallDef | undefined {
  const clean = path.replace(/^\/?(api\/)?/, '').split('?')[0]!;
  const found = calls.filter((c) => c.method === method.toUpperCase() && matches(c.path, clean));
  return found.length > 1 ? found.reduce((best, c) => (literals(c.path) > literals(best.path) ? c : best)) : found[0];
}
