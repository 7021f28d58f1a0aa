import { Table, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { RunResult } from './reportTypes';

/** A run's page of rows with the totals of its sum columns in a last row. */
export function ResultsTable({ result, labels }: { result: RunResult; labels: Record<string, string> }) {
  const t = useT();
  const sums = result.sums ?? {};
  const numeric = new Set(result.columns_details.filter((c) => c.type === 'number' || c.type === 'decimal').map((c) => c.field));
  const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'boolean' ? t(v ? 'Yes' : 'No') : String(v));
  return (
    <>
      <Text data-testid="report-count">{t('{1} rows', { 1: result.count })}</Text>
      <Table.ScrollArea borderWidth="1px" maxH="70vh">
        <Table.Root size="sm" stickyHeader data-testid="report-results">
          <Table.Header>
            <Table.Row>
              {result.columns.map((c) => (
                <Table.ColumnHeader key={c} textAlign={numeric.has(c) ? 'end' : 'start'}>
                  {labels[c] ?? c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.results.map((row, i) => (
              <Table.Row key={i}>
                {result.columns.map((c) => (
                  <Table.Cell key={c} textAlign={numeric.has(c) ? 'end' : 'start'}>
                    {show(row[c])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            {Object.keys(sums).length > 0 && (
              <Table.Row fontWeight="bold" data-testid="report-sums">
                {result.columns.map((c, i) => (
                  <Table.Cell key={c} textAlign={numeric.has(c) ? 'end' : 'start'}>
                    {c in sums ? String(sums[c]) : i === 0 ? t('Total') : ''}
                  </Table.Cell>
                ))}
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
