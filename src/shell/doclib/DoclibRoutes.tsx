import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { AppLayout } from '../layout/AppLayout';
import { MenuItemLink } from '../layout/MenuItemLink';
import { usePageTitle } from '../pages/usePageTitle';
import { ScreenPage } from '../pages/ScreenPage';
import { selectedGroupOf } from '../session/sessionAccess';
import { useCompanySession } from '../../core/session/useSessions';
import type { Group } from '../../core/session/types';

/** Document-library menu items are those whose cmid names a library (DOCLIB...). */
export function isDoclibCmid(cmid: string): boolean {
  return /^DOCLIB/i.test(cmid);
}

/**
 * The library type the user's menu gives a document library (DOCLIB_TYPE of the top menu
 * holding it, 01-shell.md §3), lower-cased; null when no menu of the group places it.
 */
export function defaultDoclibType(group: Group | null, cmid: string): string | null {
  const entry = group?.menulist.find((m) => m.items.some((i) => i.CMCID.toUpperCase() === cmid.toUpperCase()));
  return entry?.DOCLIB_TYPE ? entry.DOCLIB_TYPE.toLowerCase() : null;
}

/** /{company}/doclib: the document libraries on the user's menus. */
export function DoclibIndex() {
  const { company = '' } = useParams();
  const t = useT();
  usePageTitle(t('Document library'));
  const current = useCompanySession(company);
  const group = current ? selectedGroupOf(current.session) : null;
  const items = (group?.menulist ?? []).flatMap((m) => m.items).filter((i) => isDoclibCmid(i.CMCID) && i.CMHID !== 'Y');
  return (
    <AppLayout>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('Document library')}
        </Heading>
        {items.length === 0 ? (
          <Text>{t('No document libraries are assigned to your group.')}</Text>
        ) : (
          <List.Root gap="1">
            {items.map((item) => (
              <List.Item key={item.TSCID}>
                <Link asChild color="brand.fg">
                  <MenuItemLink
                    item={{
                      ...item,
                      external: `/${company}/doclib/${item.CMCID}`,
                    }}
                    company={company}
                  />
                </Link>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </AppLayout>
  );
}

/**
 * /{company}/doclib/{cmid}/...: one library, drawn from its screen definition
 * after the menu-id check. ?DCCMD=add goes straight to {path}/add (01-shell.md §2.2).
 */
export function DoclibScreen() {
  const { company = '', cmid = '', '*': rest = '' } = useParams();
  const { search } = useLocation();
  const current = useCompanySession(company);
  const query = new URLSearchParams(search);
  const asked = query.get('DCCMD')?.toLowerCase() === 'add' && !rest.startsWith('add');
  // The menu's default library type only applies to the library itself, not to its
  // edit/view pages, which would otherwise never be reachable.
  const byDefault = rest === '' && current !== null && defaultDoclibType(selectedGroupOf(current.session), cmid) === 'add';
  if (asked || byDefault) {
    query.delete('DCCMD');
    const q = query.toString();
    return <Navigate to={`/${company}/doclib/${cmid}/add${q ? `?${q}` : ''}`} replace />;
  }
  return (
    <AppLayout>
      <ScreenPage />
    </AppLayout>
  );
}
