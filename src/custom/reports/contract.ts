import type { KindContract } from '../../kinds/KindContract';
import schema from './report-builder.schema.json' with { type: 'json' };

/**
 * The report generator's contract (CR_BaseReport_1-3, CR_1_RptDet,
 * CR_Run_Report, CR_ViewOptions, CR_Assign_Rpt, CR_RptPrefs; issue 16 point 3): its
 * meta-schema part. It names no widget or cell; its calls are fixed (custom_reports.columns, run,
 * run_download, report_create/get/update, report_name_check, template_*, report_list,
 * report_assign, assign_targets),
 * whose access rules name these cmids. Pure (no React): ReportBuilderScreen draws it.
 */
export interface ReportBuilderDefinition {
  cmid: string;
  kind: 'report-builder';
  title: string;
  mode: 'build' | 'run' | 'view-options' | 'assign' | 'preferences';
  baseReport?: 1 | 2 | 3;
  translations?: Record<string, Record<string, string>>;
}

export const reportBuilderContract: KindContract<ReportBuilderDefinition> = {
  kind: 'report-builder',
  schema,
  accepts: {},
  nameUses: () => [],
  crossCheck: () => [],
};
