import type { FormDefinition, Intent } from '../formDefinition';

export const INTENTS: readonly Intent[] = ['add', 'edit', 'view', 'list', 'delete'];

export type ResolvedIntent =
  | {
      intent: Intent;
      /** The route's record segments ('42' of ANO-ADD/edit/42), which fill the calls' {params}. */
      recordPath: string;
    }
  /** The route asks for an intent the definition does not offer. */
  | { intent: null; asked: string };

/** The intents a definition offers, from the calls it names. */
export function offeredIntents(def: FormDefinition): Intent[] {
  const out: Intent[] = [];
  if (def.submit) out.push('add');
  if (def.update && def.load) out.push('edit');
  if (def.load) out.push('view');
  if (def.list) out.push('list');
  if (def.delete && def.load) out.push('delete');
  return out;
}

/**
 * The intent of a route (01-shell.md §2.1): /CMID/{intent}/{id...}, the spec's
 * shapes /CMID/{id} (the default intent: edit when the screen can save an
 * edited record, else view), or /CMID alone (add).
 */
export function resolveIntent(def: FormDefinition, path: string): ResolvedIntent {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const offered = offeredIntents(def);
  let intent: Intent;
  let rest = segments;
  if (first && (INTENTS as readonly string[]).includes(first)) {
    intent = first as Intent;
    rest = segments.slice(1);
  } else if (segments.length) {
    intent = def.defaultIntent ?? (def.update ? 'edit' : 'view');
  } else {
    intent = def.submit ? 'add' : 'list';
  }
  const needsRecord = intent === 'edit' || intent === 'view' || intent === 'delete';
  if (!offered.includes(intent) || (needsRecord && !rest.length)) return { intent: null, asked: first ?? '' };
  return { intent, recordPath: rest.join('/') };
}

/** The in-app path of an intent of this screen ('/pages/ANO-ADD/edit/42'). */
export function intentPath(def: FormDefinition, intent: Intent, recordPath = ''): string {
  return `/pages/${def.cmid}/${intent}${recordPath ? `/${recordPath}` : ''}`;
}
