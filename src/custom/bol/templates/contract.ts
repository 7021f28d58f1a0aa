import type { KindContract } from '../../../kinds/KindContract';
import schema from '../bol-templates.schema.json' with { type: 'json' };

/**
 * The BOL templates screen's contract (BOL2_templates, shown under BOL2_index):
 * its calls are fixed (bol.templates, bol.template_update, bol.template_delete),
 * whose access rules name BOL2_index. Pure (no React): BolTemplatesScreen draws it.
 */
export interface BolTemplatesDefinition {
  cmid: string;
  kind: 'bol-templates';
  title: string;
  translations?: Record<string, Record<string, string>>;
}

export const bolTemplatesContract: KindContract<BolTemplatesDefinition> = {
  kind: 'bol-templates',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck: () => [],
};
