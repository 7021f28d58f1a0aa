import { Box, Breadcrumb } from '@chakra-ui/react';
import { matchPath, useLocation } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { useCurrentPageTitle } from '../pages/usePageTitle';
import type { Group } from '../../core/session/types';

/** The menu entry that holds the page's cmid names the subtitle; else the group does. */
export function subtitleOf(group: Group | null, cmid: string | undefined): string {
  const entry = cmid ? group?.menulist.find((m) => m.items.some((i) => i.CMCID === cmid)) : undefined;
  return entry?.TMVNAM ?? group?.name ?? '';
}

/**
 * Where the page is, read from the outside in (01-shell.md §2.2's title and
 * subtitle): the menu (or group) that holds it, then the page's own title.
 * A menu named like its only page (Claims › Claims) is said once.
 */
export function PageTitleBar({ group }: { group: Group | null }) {
  const t = useT();
  const title = useCurrentPageTitle();
  const { pathname } = useLocation();
  const cmid = matchPath('/:company/pages/:cmid/*', pathname)?.params.cmid;
  const subtitle = subtitleOf(group, cmid);
  if (!title) return null;
  const parent = subtitle && t(subtitle) !== title ? t(subtitle) : '';
  return (
    <Box px="4" py="1" data-testid="page-title-bar">
      <Breadcrumb.Root size="sm" aria-label={t('Breadcrumb')}>
        <Breadcrumb.List>
          {parent && (
            <>
              <Breadcrumb.Item color="fg.muted" data-testid="page-subtitle">
                {parent}
              </Breadcrumb.Item>
              <Breadcrumb.Separator aria-hidden="true">›</Breadcrumb.Separator>
            </>
          )}
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink fontWeight="semibold" color="fg">
              {title}
            </Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
    </Box>
  );
}
