import type { KindContract } from '../../kinds/KindContract';
import schema from './bol-finalized.schema.json' with { type: 'json' };

/**
 * The finalised bill of lading flow's contract (BOL2_finalized, issue 14):
 * its meta-schema part. It names no widget or cell, and its calls are fixed
 * (bol.get, bol.finalize, bol.labels, label.formats, bol.template_create), whose access rules name
 * BOL2_finalized. Pure (no React): BolFinalizedScreen draws it.
 */
export interface BolFinalizedDefinition {
  cmid: string;
  kind: 'bol-finalized';
  title: string;
  edit: string;
  document: string;
  pickup: string;
  translations?: Record<string, Record<string, string>>;
}

export const bolFinalizedContract: KindContract<BolFinalizedDefinition> = {
  kind: 'bol-finalized',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck: () => [],
};
