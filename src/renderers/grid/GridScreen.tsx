import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { Alert, Box } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { useCurrentSession } from '../../core/session/useSessions';
import { CellContext, type CellEnvironment } from '../cells/cellContext';
import { hostsOf } from '../cells/cellLinks';
import type { Row } from '../dataProvider';
import { appPath, fillLink } from '../links';
import type { RendererProps } from '../registry';
import { googleAccountConfigured } from './features/exporting/exportBody';
import { resolveGridLinks } from './features/links/ToolbarLinks';
import type { GridDefinition } from './gridDefinition';
import { fillGridRoute } from './gridRoute';
import { GridView } from './GridView';
import { routeFilters } from './routeFilters';
import { useDebouncedCallback } from './useDebouncedCallback';
import { useGridController } from './useGridController';

export const ADD_DEBOUNCE_MS = 300;
export const ROW_CLICK_EVENT = 'grid-row-click';

/**
 * The grid renderer: a definition's data source as a searchable, sortable, paged table.
 * Its data source's and fixed filters' {name}s come from the route (PUSHREPORTR/{pushreport_id},
 * TM-EDITSIDE at TM-START/EDITSIDE/{id}); without them it asks nothing rather than list more
 * rows than the screen is for.
 */
export function GridScreen({ def, company, path }: RendererProps<GridDefinition>) {
  const t = useT();
  const filled = useMemo(() => fillGridRoute(def.dataSource, def.fixedFilters, path), [def.dataSource, def.fixedFilters, path]);
  const resolved = useMemo(() => ({ ...def, dataSource: filled.dataSource, fixedFilters: filled.fixedFilters }), [def, filled]);
  if (filled.missing.length) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('This screen needs {1} in its address', { 1: filled.missing.join(', ') })}</Alert.Title>
      </Alert.Root>
    );
  }
  return <GridBody def={resolved} company={company} />;
}

function GridBody({ def, company }: { def: GridDefinition; company: string }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useCurrentSession();
  const session = current?.company === company ? current.session : undefined;
  const fromRoute = useMemo(() => routeFilters(location.search, def.routeQuery), []);
  const grid = useGridController(def, {
    translate: t,
    signedIn: !!session?.token,
    company,
    group: session?.selectedGroup != null ? String(session.selectedGroup) : '',
    googleSheets: googleAccountConfigured(session?.masterconfig),
    externalFilters: fromRoute.filters,
    initialSearch: fromRoute.searchText,
    openExports: () => navigate(appPath(company, '/pages/EXPORT_FILES')),
  });

  // Read at click time, so the cell environment need not change with every render of the grid.
  const gridRef = useRef(grid);
  gridRef.current = grid;

  // Events go to whatever holds the grid (a dialog, a wizard) as DOM events that bubble.
  const box = useRef<HTMLDivElement>(null);
  const raise = useCallback((name: string, detail: unknown) => box.current?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true })), []);
  const env = useMemo<CellEnvironment>(
    () => ({
      link: {
        company,
        group: session?.selectedGroup != null ? String(session.selectedGroup) : undefined,
        siblingHosts: hostsOf(session?.masterconfig?.HTTPCLUSTER?.map((e) => e.mc_value) ?? []),
        origin: window.location.origin,
      },
      onEvent: raise,
      onAction: (column, row) => gridRef.current.rowActions.run(column, row),
    }),
    [company, session, raise],
  );

  const { addLink, addEvent, rowLink, links } = def;
  const toolbarLinks = useMemo(() => resolveGridLinks(links, company, def.cmid), [links, company, def.cmid]);
  const add = useDebouncedCallback(() => {
    if (addLink) navigate(appPath(company, addLink));
    else if (addEvent) raise(addEvent, null);
  }, ADD_DEBOUNCE_MS);
  const onRowClick = useCallback(
    (row: Row) => {
      raise(ROW_CLICK_EVENT, row);
      if (rowLink) navigate(appPath(company, fillLink(rowLink, row)));
    },
    [raise, rowLink, navigate, company],
  );

  // The grid's first drawing (toolbar and its menus, headings, column search row) is big: it is made
  // in the background (a deferred render, in slices) so that opening a screen holds no long task.
  const drawn = useDeferredValue(true, false);

  return (
    <CellContext.Provider value={env}>
      <Box ref={box} aria-busy={!drawn || undefined}>
        {drawn && <GridView grid={grid} links={toolbarLinks} onAdd={addLink || addEvent ? add : undefined} onRowClick={onRowClick} />}
      </Box>
    </CellContext.Provider>
  );
}
