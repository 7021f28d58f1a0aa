import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import type { CurrentSession } from '../../core/session/types';
import { keepThemeChoice, type Theme } from './keepThemeChoice';

function displayName({ profile }: CurrentSession['session']): string {
  const full = [profile.MT_FNAME, profile.MT_LNAME].filter(Boolean).join(' ');
  return full || profile.MT_UID;
}

/** The user's own menu under their name: the theme (kept as their MT_THEME) and their account pages. */
export function UserMenu({ company, current }: { company: string; current: CurrentSession }) {
  const t = useT();
  const theme: Theme = current.session.profile.MT_THEME === 'dark' ? 'dark' : 'light';
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} _expanded={{ bg: 'whiteAlpha.200' }}>
          <Text as="span" fontWeight="semibold" fontSize="md" data-testid="user-name">
            {displayName(current.session)}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.RadioItemGroup value={theme} onValueChange={(e) => void keepThemeChoice(current.key, e.value as Theme)}>
              <Menu.ItemGroupLabel>{t('Theme')}</Menu.ItemGroupLabel>
              <Menu.RadioItem value="light">
                <Menu.ItemText>{t('Light theme')}</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.RadioItem>
              <Menu.RadioItem value="dark">
                <Menu.ItemText>{t('Dark theme')}</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="security-profile" asChild>
              <RouterLink to={`/${company}/pages/update-security-profile`}>{t('Security questions')}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
