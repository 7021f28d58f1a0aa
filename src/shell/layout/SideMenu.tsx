import { Box, Button, Heading, Link, Stack } from '@chakra-ui/react';
import { matchPath, useLocation } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import type { Group } from '../../core/session/types';
import { MenuItemLink } from './MenuItemLink';
import { useMenuState } from './useMenuState';
import { subMenus, visibleMenus } from './visibleMenus';

interface SideMenuProps {
  group: Group | null;
  company: string;
  /** Whose menu state (open or hidden) to load and keep. */
  sessionKey: string;
}

/**
 * The side menu of a page: the items of the menu that holds the page's cmid,
 * the current one marked. The user can hide it for more room; that choice is
 * theirs on the server (users/top_side_menu) and holds at the next sign-in.
 */
export function SideMenu({ group, company, sessionKey }: SideMenuProps) {
  const t = useT();
  const { pathname } = useLocation();
  const [state, change] = useMenuState(sessionKey);
  const cmid = matchPath('/:company/pages/:cmid/*', pathname)?.params.cmid;
  const menu = cmid ? visibleMenus(group).find(({ items }) => items.some((i) => i.CMCID === cmid)) : undefined;
  if (!menu || menu.items.length < 2) return null;
  const toggle = (
    // Outlined in neutral tones so that it reads in both themes (a brand-tinted chip was dark on black).
    <Button
      size="2xs"
      variant="outline"
      color="fg.muted"
      borderColor="border.emphasized"
      _hover={{ bg: 'bg.muted' }}
      _expanded={{ bg: 'transparent' }}
      aria-expanded={state.side_expanded}
      aria-controls={state.side_expanded ? 'side-menu-items' : undefined}
      onClick={() => change({ side_expanded: !state.side_expanded })}
    >
      {t(state.side_expanded ? 'Hide side menu' : 'Show side menu')}
    </Button>
  );
  if (!state.side_expanded) {
    return (
      <Box as="nav" aria-label={t('Side menu')} display={{ base: 'none', md: 'block' }}>
        {toggle}
      </Box>
    );
  }
  return (
    <Box as="nav" aria-label={t('Side menu')} minW="48" maxW="60" borderEndWidth="1px" pe="4" display={{ base: 'none', md: 'block' }}>
      <Heading as="h2" size="sm" mb="2" color="fg.muted">
        {t(menu.entry.TMVNAM)}
      </Heading>
      <Stack gap="3" id="side-menu-items">
        {subMenus(menu.items).map((sub, i) => (
          <Stack gap="1" key={i} role="group" aria-label={sub.name ? t(sub.name) : undefined}>
            {sub.name && (
              <Heading as="h3" size="xs" color="fg.muted">
                {t(sub.name)}
              </Heading>
            )}
            {sub.items.map((item) => (
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
        ))}
      </Stack>
      <Box mt="3">{toggle}</Box>
    </Box>
  );
}
