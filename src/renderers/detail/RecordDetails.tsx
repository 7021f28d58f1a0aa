import { Box, DataList, Heading, Stack, Table } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { CellValue } from '../cells/CellValue';
import type { DetailTable } from './detailDefinition';
import { detailItems, sections, type DetailItem } from './detailItems';

/** A record's fields as label/value pairs, adjacent fields of one section under its heading. */
export function RecordFields({ items }: { items: DetailItem[] }) {
  const t = useT();
  return (
    <Stack gap="5">
      {sections(items).map((s, i) => (
        <Box key={`${s.title ?? ''}-${i}`} as="section">
          {s.title && (
            <Heading as="h2" size="sm" pb="2">
              {t(s.title)}
            </Heading>
          )}
          <DataList.Root orientation="horizontal">
            {s.items.map((item) => (
              <DataList.Item key={item.key}>
                <DataList.ItemLabel>{t(item.label)}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <CellValue value={item.value} type={item.cell} decimals={item.decimals} rules={item.map ? { map: item.map } : undefined} />
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}

/** A list inside the record (a claim's status history) as a small table. */
export function RecordTable({ table, record }: { table: DetailTable; record: Record<string, unknown> }) {
  const t = useT();
  const rows = Array.isArray(record[table.field]) ? (record[table.field] as Record<string, unknown>[]) : [];
  return (
    <Box as="section">
      <Heading as="h2" size="sm" pb="2">
        {t(table.title)}
      </Heading>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            {table.columns.map((c) => (
              <Table.ColumnHeader key={c.field}>{t(c.label)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={i}>
              {detailItems(table.columns, row).map((item) => (
                <Table.Cell key={item.key}>
                  <CellValue value={item.value} type={item.cell} decimals={item.decimals} rules={item.map ? { map: item.map } : undefined} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
