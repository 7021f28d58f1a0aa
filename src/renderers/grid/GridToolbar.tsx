import { memo, useCallback, useMemo } from 'react';
import { Badge, Button, Heading, HStack, Input, Spinner } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { PortalIcon } from '../cells/icons';
import type { ExportType } from './features/exporting/exportBody';
import { DownloadMenu } from './features/exporting/DownloadMenu';
import { FullScreenButton } from './features/fullScreen/FullScreenButton';
import { ToolbarLinks, type ResolvedGridLink } from './features/links/ToolbarLinks';
import type { Separator } from './features/preferences/tablePrefs';
import { PushReportControl } from './features/pushReport/PushReportControl';
import type { SearchTab } from './features/searchPanel/useSearchPanel';
import { SeparatorMenu } from './features/separators/SeparatorMenu';
import type { GridController } from './useGridController';

interface ToolbarProps {
  title: string;
  loading: boolean;
  saving: boolean;
  searchText: string;
  setSearchText: (text: string) => void;
  panelOpen: boolean;
  activeFilters: number;
  setTab: (tab: SearchTab) => void;
  onPreferences: () => void;
  separator: Separator;
  setSeparator: (s: Separator) => void;
  exportTypes: readonly ExportType[];
  onExport: (type: ExportType) => void;
  push: { count: number | null; add: () => void; list: () => void } | null;
  fullScreen: boolean;
  toggleFullScreen: () => void;
  refresh: () => void;
  links: readonly ResolvedGridLink[];
  /** Keys of the selected rows, comma separated: what a link naming {selected} takes. */
  selected: string;
  onAdd?: () => void;
}

// Redrawn only when one of its values changes, not with every page of rows.
const Toolbar = memo(function Toolbar(p: ToolbarProps) {
  const t = useT();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" pb="3">
      <HStack gap="3">
        <Heading as="h1" size="lg">
          {t(p.title)}
        </Heading>
        {p.loading && <Spinner size="sm" aria-label={t('Loading')} />}
        {p.saving && (
          <Badge colorPalette="brand" role="status">
            <Spinner size="xs" />
            {t('Saving')}
          </Badge>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          width="16rem"
          aria-label={t('Search')}
          placeholder={t('Search')}
          value={p.searchText}
          onChange={(e) => p.setSearchText(e.currentTarget.value)}
        />
        <Button
          size="sm"
          variant="outline"
          aria-label={t('Filters')}
          title={t('Filters')}
          aria-expanded={p.panelOpen}
          onClick={() => p.setTab(p.panelOpen ? 'closed' : 'search')}
        >
          <PortalIcon name="search" />
          {p.activeFilters > 0 && <Badge size="xs">{p.activeFilters}</Badge>}
        </Button>
        <Button size="sm" variant="outline" aria-label={t('Grid preferences')} title={t('Grid preferences')} onClick={p.onPreferences}>
          <PortalIcon name="settings" />
        </Button>
        <SeparatorMenu value={p.separator} onChange={p.setSeparator} />
        <DownloadMenu types={p.exportTypes} onChoose={p.onExport} />
        {p.push && <PushReportControl count={p.push.count} onAdd={p.push.add} onList={p.push.list} />}
        <FullScreenButton on={p.fullScreen} onToggle={p.toggleFullScreen} />
        <Button size="sm" variant="outline" aria-label={t('Refresh')} title={t('Refresh')} onClick={p.refresh}>
          <PortalIcon name="refresh" />
        </Button>
        <ToolbarLinks links={p.links} selected={p.selected} />
        {p.onAdd && (
          <Button size="sm" colorPalette="brand" onClick={p.onAdd}>
            {t('Add')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
});

const NO_LINKS: readonly ResolvedGridLink[] = [];

export interface GridToolbarProps {
  grid: GridController;
  /** Kept stable by the caller: the toolbar is redrawn only when one of its values changes. */
  links?: readonly ResolvedGridLink[];
  onAdd?: () => void;
  onPreferences: () => void;
}

/** Title bar: title, loading and saving indicators, the default search box and the grid's tools. */
export function GridToolbar({ grid, links = NO_LINKS, onAdd, onPreferences }: GridToolbarProps) {
  const { update } = grid.prefs;
  const setSeparator = useCallback((separator: Separator) => update({ separator }), [update]);
  const { enabled, count, add, list } = grid.pushReport;
  const push = useMemo(() => (enabled ? { count, add, list } : null), [enabled, count, add, list]);
  return (
    <Toolbar
      title={grid.def.title}
      loading={grid.loading}
      saving={grid.saving}
      searchText={grid.filtering.searchText}
      setSearchText={grid.filtering.setSearchText}
      panelOpen={grid.searchPanel.tab !== 'closed'}
      activeFilters={grid.filtering.activeCount}
      setTab={grid.searchPanel.setTab}
      onPreferences={onPreferences}
      separator={grid.prefs.separator}
      setSeparator={setSeparator}
      exportTypes={grid.exporting.types}
      onExport={grid.exporting.choose}
      push={push}
      fullScreen={grid.fullScreen.on}
      toggleFullScreen={grid.fullScreen.toggle}
      refresh={grid.refresh}
      links={links}
      selected={[...grid.selection.selected].join(',')}
      onAdd={onAdd}
    />
  );
}
