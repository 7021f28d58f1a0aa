import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { matchPath, useLocation } from 'react-router-dom';
import { useT } from '../i18n/useT';
import type { Group } from '../session/types';
import { MenuItemLink } from './MenuItemLink';
import { visibleMenus } from './visibleMenus';

/** The side menu of a page: the items of the menu that holds the page's cmid, the current one marked. */
export function SideMenu({ group, company }: { group: Group | null; company: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const cmid = matchPath('/:company/pages/:cmid/*', pathname)?.params.cmid;
  const menu = cmid ? visibleMenus(group).find(({ items }) => items.some((i) => i.CMCID === cmid)) : undefined;
  if (!menu || menu.items.length < 2) return null;
  return (
    <Box as="nav" aria-label={t('Side menu')} minW="48" maxW="60" borderEndWidth="1px" pe="4" display={{ base: 'none', md: 'block' }}>
      <Heading as="h2" size="sm" mb="2" color="fg.muted">
        {t(menu.entry.TMVNAM)}
      </Heading>
      <Stack gap="1">
        {menu.items.map((item) => (
          <Link
            key={item.TSCID}
            asChild
            color={item.CMCID === cmid ? 'brand.fg' : 'fg'}
            fontWeight={item.CMCID === cmid ? 'semibold' : 'normal'}
            aria-current={item.CMCID === cmid ? 'page' : undefined}
          >
            <MenuItemLink item={item} company={company} groupId={group?.id} />
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
