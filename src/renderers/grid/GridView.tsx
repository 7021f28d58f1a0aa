import { useCallback, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Row } from '../dataProvider';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { ExportDialogs } from './features/exporting/ExportDialogs';
import { GridPagination } from './features/paging/GridPagination';
import { PreferencesDialog } from './features/preferences/PreferencesDialog';
import { SearchPanel } from './features/searchPanel/SearchPanel';
import { GridTable } from './GridTable';
import type { ResolvedGridLink } from './features/links/ToolbarLinks';
import { GridToolbar } from './GridToolbar';
import type { GridController } from './useGridController';

export interface GridViewProps {
  grid: GridController;
  links?: readonly ResolvedGridLink[];
  onAdd?: () => void;
  onRowClick?: (row: Row) => void;
}

/** The grid screen's layout; every behaviour lives in the controller and its features. */
export function GridView({ grid, links, onAdd, onRowClick }: GridViewProps) {
  const [prefsOpen, setPrefsOpen] = useState(false);
  const openPrefs = useCallback(() => setPrefsOpen(true), []);
  const footRef = useRef<HTMLDivElement>(null);
  const full = grid.fullScreen.on;
  return (
    <Box
      as="section"
      data-fullscreen={full || undefined}
      {...(full && { position: 'fixed', inset: '0', zIndex: 'modal', bg: 'bg', p: '4', overflowY: 'auto' })}
    >
      <GridToolbar grid={grid} links={links} onAdd={onAdd} onPreferences={openPrefs} />
      <SearchPanel panel={grid.searchPanel} filtering={grid.filtering} columns={grid.def.columns.filter((c) => c.searchable)} />
      <GridTable grid={grid} onRowClick={onRowClick} footRef={footRef} />
      <Box ref={footRef} bg="bg" py="2" position="relative" zIndex="1" transition="transform 0.15s">
        <GridPagination {...grid.paging} count={grid.count} countExact={grid.countExact} onCountExactly={grid.countExactly} selected={grid.selection.mode === 'multiple' ? grid.selection.selected.size : null} />
      </Box>
      {/* Dialogs are mounted only while they show: closed, they would redraw with every change of the grid. */}
      {prefsOpen && <PreferencesDialog prefs={grid.prefs} columns={grid.def.columns} open onClose={() => setPrefsOpen(false)} />}
      <ExportDialogs exporting={grid.exporting} />
      {grid.rowActions.question !== null && <ConfirmDialog question={grid.rowActions.question} onConfirm={grid.rowActions.confirm} onCancel={grid.rowActions.cancel} />}
    </Box>
  );
}
