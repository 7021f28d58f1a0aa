import { Button, Flex, Menu, Portal } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { Group } from '../../core/session/types';
import { AddressLink, MenuItemLink } from './MenuItemLink';
import { linkOf, subMenus, visibleMenus } from './visibleMenus';

/** The selected group's menus, one drop-down per top-level entry. */
export function MainMenu({ group, company }: { group: Group | null; company: string }) {
  const t = useT();
  const menus = visibleMenus(group);
  if (menus.length === 0) return null;
  return (
    <Flex as="nav" aria-label={t('Main menu')} gap="1" wrap="wrap">
      {menus.map(({ entry, items }) => {
        const address = linkOf(entry);
        if (address)
          return (
            <Button key={entry.TMMID} asChild variant="ghost" size="sm">
              <AddressLink address={address} title={t(entry.TMVNAM)} groupId={group?.id} />
            </Button>
          );
        return (
          <Menu.Root key={entry.TMMID}>
            <Menu.Trigger asChild>
              <Button variant="ghost" size="sm">
                {t(entry.TMVNAM)}
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {subMenus(items).map((sub, i) => (
                    // Sub-menus under their names when the menu has several (01-shell.md §3).
                    <Menu.ItemGroup key={i}>
                      {sub.name && <Menu.ItemGroupLabel>{t(sub.name)}</Menu.ItemGroupLabel>}
                      {sub.items.map((item) => (
                        <Menu.Item key={item.TSCID} value={`${item.TSCID}`} asChild>
                          <MenuItemLink item={item} company={company} groupId={group?.id} />
                        </Menu.Item>
                      ))}
                    </Menu.ItemGroup>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      })}
    </Flex>
  );
}
