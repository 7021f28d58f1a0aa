import type { UiSchema } from '@rjsf/utils';

/** rjsf's error property ('.shipper.postal_code', or 'probill' for a missing field) as a path. */
export function pathOfProperty(property: string | undefined): string[] {
  return (property ?? '').replace(/^\./, '').split('.').filter(Boolean);
}

/** A JSON pointer ('/items/0/length') as a path. */
export function pathOfPointer(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function locks(ui: unknown): boolean {
  if (!ui || typeof ui !== 'object') return false;
  const u = ui as Record<string, any>;
  const options = u['ui:options'] ?? {};
  return u['ui:readonly'] === true || u['ui:disabled'] === true || options.readonly === true || options.disabled === true;
}

/**
 * Whether the input at `path` is readonly or disabled (itself or through an
 * enclosing object or list, as rjsf passes these down): 02-business.md §5
 * says the input rules do not apply to it.
 */
export function isInputLocked(uiSchema: UiSchema | undefined, path: readonly string[]): boolean {
  let node: unknown = uiSchema;
  if (locks(node)) return true;
  for (const key of path) {
    if (!node || typeof node !== 'object') return false;
    const n = node as Record<string, unknown>;
    node = /^\d+$/.test(key) ? (n.items ?? n[key]) : n[key];
    if (locks(node)) return true;
  }
  return false;
}
