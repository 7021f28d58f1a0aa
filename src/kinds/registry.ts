import type { KindContract } from './KindContract';
import { gridContract } from '../renderers/grid/contract';
import { formContract } from '../renderers/form/contract';
import { detailContract } from '../renderers/detail/contract';
import { pdfViewerContract } from '../custom/pdfViewer/contract';
import { documentWizardContract } from '../custom/wizard/contract';
import { quoteContract } from '../custom/quoting/contract';
import { docLibraryContract } from '../custom/docLibrary/contract';
import { bolFinalizedContract } from '../custom/bol/contract';
import { bolTemplatesContract } from '../custom/bol/templates/contract';
import { labelsPrintContract } from '../custom/labels/contract';
import { reportBuilderContract } from '../custom/reports/contract';

/**
 * A kind: its contract (pure: meta-schema part, accepted names, cross-check)
 * and how to load the component that draws it. The loader is only called by
 * the browser (React.lazy in src/renderers/registry.ts), so each component is
 * a chunk of its own and the server, which reads the contracts, never loads one.
 */
export interface KindEntry {
  contract: KindContract;
  load: () => Promise<unknown>;
}

const kind = (contract: KindContract, load: () => Promise<unknown>): KindEntry => ({ contract, load });

/**
 * THE registry of screen kinds: adding a kind is one line here (see README,
 * Adding a screen kind). Generic renderers first, then the hand-written flows
 * of src/custom/, one folder each. Nothing registers itself elsewhere.
 */
export const kinds: readonly KindEntry[] = [
  kind(gridContract, () => import('../renderers/grid/GridScreen').then((m) => m.GridScreen)),
  kind(formContract, () => import('../renderers/form/FormScreen').then((m) => m.FormScreen)),
  kind(detailContract, () => import('../renderers/detail/DetailScreen').then((m) => m.DetailScreen)),
  // Custom flows (src/custom/{flow}/): screens with a cmid, menus and access checks like any other.
  kind(pdfViewerContract, () => import('../custom/pdfViewer/PdfViewerScreen').then((m) => m.PdfViewerScreen)),
  kind(documentWizardContract, () => import('../custom/wizard/WizardScreen').then((m) => m.WizardScreen)),
  kind(quoteContract, () => import('../custom/quoting/QuoteScreen').then((m) => m.QuoteScreen)),
  kind(docLibraryContract, () => import('../custom/docLibrary/DocLibraryScreen').then((m) => m.DocLibraryScreen)),
  kind(bolFinalizedContract, () => import('../custom/bol/BolFinalizedScreen').then((m) => m.BolFinalizedScreen)),
  kind(labelsPrintContract, () => import('../custom/labels/LabelsPrintScreen').then((m) => m.LabelsPrintScreen)),
  kind(bolTemplatesContract, () => import('../custom/bol/BolTemplatesScreen').then((m) => m.BolTemplatesScreen)),
  kind(reportBuilderContract, () => import('../custom/reports/ReportBuilderScreen').then((m) => m.ReportBuilderScreen)),
];

/** The contract of a kind by its name, if registered. */
export function contractOf(name: unknown): KindContract | undefined {
  return kinds.find((k) => k.contract.kind === name)?.contract;
}
