import type { ReportDefinition } from './reportDefinition';
import type { CustomReportsTable } from '../../db/schemaCustomReports';
import type { Selectable } from 'kysely';

/** A saved report's definition, as a run (or a scheduled run) takes it. */
export function definitionOfRow(row: Selectable<CustomReportsTable>): ReportDefinition {
  return {
    base_report: row.base_report,
    columns: row.columns,
    sort: row.sort,
    sum_columns: row.sum_columns,
    calculated_columns: row.calculated_columns,
    filters: row.filters,
    title: row.title,
    style: row.style,
    header: row.header,
    footer: row.footer,
  };
}
