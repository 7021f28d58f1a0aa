import { Box, DataList, IconButton, Table } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { PortalIcon } from '../../../cells/icons';
import { LooseValue } from '../../../cells/LooseValue';

export function ExpandToggle({ expanded, label, onToggle }: { expanded: boolean; label: string; onToggle: () => void }) {
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      aria-label={label}
      aria-expanded={expanded}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
    >
      <PortalIcon name={expanded ? 'chevron-down' : 'chevron-right'} />
    </IconButton>
  );
}

/** A row's row_details: text, a list of name/value pairs, or a small table of records. */
export function RowDetails({ details }: { details: unknown }) {
  const t = useT();
  if (Array.isArray(details) && details.every((d) => d && typeof d === 'object')) {
    const keys = [...new Set(details.flatMap((d) => Object.keys(d as object)))];
    return (
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            {keys.map((k) => (
              <Table.ColumnHeader key={k}>{t(k)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {details.map((d, i) => (
            <Table.Row key={i}>
              {keys.map((k) => (
                <Table.Cell key={k}>
                  <LooseValue value={(d as Record<string, unknown>)[k]} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }
  if (details && typeof details === 'object') {
    return (
      <DataList.Root orientation="horizontal" size="sm">
        {Object.entries(details).map(([k, v]) => (
          <DataList.Item key={k}>
            <DataList.ItemLabel>{t(k)}</DataList.ItemLabel>
            <DataList.ItemValue>
              <LooseValue value={v} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    );
  }
  return (
    <Box whiteSpace="pre-wrap">
      <LooseValue value={details} />
    </Box>
  );
}
