import type { FieldMessage } from '../../shared/validation/messages';
import { callChecker, propertiesOf, type KindContract } from '../../kinds/KindContract';
import schema from './pdf-viewer.schema.json' with { type: 'json' };

/**
 * The PDF viewer flow's contract (a custom kind, 02-business.md §4 PDF viewer):
 * its meta-schema part and its cross-check. It draws no widget, field or cell
 * by name. Pure (no React); PdfViewerScreen, named beside it in
 * src/kinds/registry.ts, draws it.
 */

const namesIn = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

export interface PdfViewerDefinition {
  cmid: string;
  kind: 'pdf-viewer';
  title: string;
  document: string;
  params: string[];
  query?: Record<string, string>;
  height?: number;
  anyFile?: boolean;
  back?: { label: string; to: string; keepQuery?: string[] };
  translations?: Record<string, Record<string, string>>;
}

export const pdfViewerContract: KindContract<PdfViewerDefinition> = {
  kind: 'pdf-viewer',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck(def, catalogue) {
    const faults: FieldMessage[] = [];
    const given = new Set(def.params);
    const fromRoute = (pointer: string, template: string) => {
      for (const name of namesIn(template)) if (!given.has(name)) faults.push({ pointer, message: `Parameter ${name} is not in params` });
    };
    fromRoute('/document', def.document);
    for (const [key, value] of Object.entries(def.query ?? {})) fromRoute(`/query/${key}`, value);
    if (def.back) fromRoute('/back/to', def.back.to);
    const call = callChecker(catalogue, faults)('/document', def.document);
    if (!call) return faults;
    if (!call.download) faults.push({ pointer: '/document', message: `${def.document} is not a download call` });
    const declared = propertiesOf(call.query) ?? {};
    for (const key of Object.keys(def.query ?? {})) if (!(key in declared)) faults.push({ pointer: `/query/${key}`, message: `Query parameter ${key} is not taken by ${def.document}` });
    const required: unknown[] = (call.query as { required?: unknown[] } | undefined)?.required ?? [];
    for (const key of required) if (typeof key === 'string' && !(key in (def.query ?? {}))) faults.push({ pointer: '/query', message: `Query parameter ${key} of ${def.document} is required` });
    return faults;
  },
};
