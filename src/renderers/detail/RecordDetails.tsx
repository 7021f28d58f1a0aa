import { Box, DataList, Heading, Link, Stack, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { appPath, fillLink } from '../links';
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

/** A list inside the record (a claim's status history) as a small table, each row with its link when the table has one. */
export function RecordTable({ table, record, company }: { table: DetailTable; record: Record<string, unknown>; company?: string }) {
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
            {table.rowLink && <Table.ColumnHeader />}
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
              {table.rowLink && company && (
                <Table.Cell>
                  <Link asChild colorPalette="blue">
                    <RouterLink to={appPath(company, fillLink(table.rowLink, { ...record, ...row }))}>{t(table.rowLinkLabel ?? 'View')}</RouterLink>
                  </Link>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
