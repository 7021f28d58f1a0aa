import { Flex, Heading, Text } from '@chakra-ui/react';
import { matchPath, useLocation } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { useCurrentPageTitle } from '../pages/usePageTitle';
import type { Group } from '../../core/session/types';

/** The menu entry that holds the page's cmid names the subtitle; else the group does. */
export function subtitleOf(group: Group | null, cmid: string | undefined): string {
  const entry = cmid ? group?.menulist.find((m) => m.items.some((i) => i.CMCID === cmid)) : undefined;
  return entry?.TMVNAM ?? group?.name ?? '';
}

/** The title and subtitle of the page, updated on each navigation. */
export function PageTitleBar({ group }: { group: Group | null }) {
  const t = useT();
  const title = useCurrentPageTitle();
  const { pathname } = useLocation();
  const cmid = matchPath('/:company/pages/:cmid/*', pathname)?.params.cmid;
  const subtitle = subtitleOf(group, cmid);
  if (!title) return null;
  return (
    <Flex px="4" py="1" gap="3" align="baseline" data-testid="page-title-bar">
      <Heading as="p" size="sm">
        {title}
      </Heading>
      {subtitle && (
        <Text fontSize="sm" color="fg.muted" data-testid="page-subtitle">
          {t(subtitle)}
        </Text>
      )}
    </Flex>
  );
}
