import { Box, Button, CloseButton, HStack, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import type { AdvancedSearch, GridColumn } from '../../gridDefinition';
import { filterCss, GridFilterCell } from '../filtering/GridFilterCell';
import type { FiltersFeature } from '../filtering/useFilters';
import type { SearchPanelFeature, SearchTab } from './useSearchPanel';

const MODES: { value: AdvancedSearch; label: string }[] = [
  { value: 'disabled', label: 'Disabled' },
  { value: 'basic', label: 'Basic' },
  { value: 'advanced', label: 'Advanced' },
];

const tabValue = (tab: SearchTab) => (typeof tab === 'string' ? tab : `column:${tab.column}`);

/** One column's filter with its operator menu; choosing a non-default operator turns on advanced mode. */
function LabelledFilter({ column, filtering, advanced }: { column: GridColumn; filtering: FiltersFeature; advanced: boolean }) {
  const t = useT();
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="semibold">
        {t(column.label)}
      </Text>
      <GridFilterCell
        column={column}
        input={filtering.filters[column.name]!}
        operators={filtering.operatorsFor(column)}
        advanced={advanced}
        onChange={(patch) => filtering.setFilter(column.name, patch)}
      />
    </Stack>
  );
}

export interface SearchPanelProps {
  panel: SearchPanelFeature;
  filtering: FiltersFeature;
  /** Searchable columns of the definition. */
  columns: readonly GridColumn[];
}

/** The search panel: the whole search form, or one column's filter tab; hidden when closed. */
export function SearchPanel({ panel, filtering, columns }: SearchPanelProps) {
  const t = useT();
  if (panel.tab === 'closed') return null;
  const column = typeof panel.tab === 'object' ? columns.find((c) => c.name === (panel.tab as { column: string }).column) : undefined;
  return (
    <Box borderWidth="1px" rounded="md" p="3" mb="3" css={filterCss} aria-label={t('Filters')} role="region">
      <Tabs.Root
        size="sm"
        value={tabValue(panel.tab)}
        onValueChange={(e) => panel.setTab(e.value.startsWith('column:') ? { column: e.value.slice(7) } : (e.value as SearchTab))}
      >
        <HStack justify="space-between">
          <Tabs.List>
            <Tabs.Trigger value="search">{t('Search')}</Tabs.Trigger>
            {column && <Tabs.Trigger value={`column:${column.name}`}>{t(column.label)}</Tabs.Trigger>}
          </Tabs.List>
          <CloseButton size="sm" aria-label={t('Close filters')} onClick={() => panel.setTab('closed')} />
        </HStack>
        <Tabs.Content value="search">
          <Stack gap="3">
            <HStack gap="3" wrap="wrap">
              <NativeSelect.Root size="sm" width="12rem">
                <NativeSelect.Field
                  aria-label={t('Advanced search')}
                  value={filtering.mode}
                  onChange={(e) => filtering.setMode(e.currentTarget.value as AdvancedSearch)}
                >
                  {MODES.map((m) => (
                    <option key={m.value} value={m.value}>
                      {t(m.label)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Text fontSize="sm">{t('{1} active filters', { 1: filtering.activeCount })}</Text>
              <Button size="xs" variant="outline" onClick={filtering.clearFilters}>
                {t('Clear filters')}
              </Button>
            </HStack>
            {filtering.mode !== 'disabled' && (
              <HStack gap="1" wrap="wrap" aria-label={t('Filter by column')} role="group">
                {columns.map((c) => (
                  <Button key={c.name} size="xs" variant="ghost" onClick={() => panel.setTab({ column: c.name })}>
                    {t(c.label)}
                  </Button>
                ))}
              </HStack>
            )}
          </Stack>
        </Tabs.Content>
        {column && (
          <Tabs.Content value={`column:${column.name}`}>
            <Box maxW="20rem">
              <LabelledFilter column={column} filtering={filtering} advanced />
            </Box>
          </Tabs.Content>
        )}
      </Tabs.Root>
    </Box>
  );
}
