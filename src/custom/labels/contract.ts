import type { KindContract } from '../../kinds/KindContract';
import schema from './labels-print.schema.json' with { type: 'json' };

/**
 * The saved labels print flow's contract (Labels_ListEdit/PRINT/{ids},
 * issue 14 point 4): its meta-schema part. It names no widget or cell, and its
 * calls are fixed (label.get, label.formats, label.print), whose access rules
 * name Labels_ListEdit. Pure (no React): LabelsPrintScreen draws it.
 */
export interface LabelsPrintDefinition {
  cmid: string;
  kind: 'labels-print';
  title: string;
  back: string;
  height?: number;
  translations?: Record<string, Record<string, string>>;
}

export const labelsPrintContract: KindContract<LabelsPrintDefinition> = {
  kind: 'labels-print',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck: () => [],
};
