import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useT } from '../../core/i18n/useT';
import { selectedGroupOf } from '../session/sessionAccess';
import type { CurrentSession } from '../../core/session/types';
import { useRouteCompany } from '../routing/RouteCompany';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { GroupSwitch } from './GroupSwitch';
import { MainMenu } from './MainMenu';
import { AccountSwitch } from './AccountSwitch';
import { PageTitleBar } from './PageTitleBar';
import { UserMenu } from './UserMenu';

/** Brand bar (logo, the user's menu, account, group, language, sign-out) over the menu bar. */
export function Header({ company, current }: { company: string; current: CurrentSession }) {
  const t = useT();
  const { brandCode } = useRouteCompany();
  const brand = useBrand();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <Flex bg="brand.solid" color="brand.contrast" px="4" py="2" align="center" gap="4" wrap="wrap">
        {/* Named by the logo it shows (its visible text) and where it leads. */}
        <RouterLink to={`/${company}/home`} aria-label={t('{1} home page', { 1: brand.name })}>
          <Box bg="white" rounded="md" px="2" py="1">
            <BrandLogo company={brandCode} name={brand.name} height={32} />
          </Box>
        </RouterLink>
        <HStack ms="auto" gap="4" wrap="wrap">
          <UserMenu company={company} current={current} />
          <AccountSwitch current={current} />
          <GroupSwitch current={current} />
          <LanguageSwitch inverse sessionKey={current.key} />
          <Link asChild color="inherit" fontWeight="semibold">
            <RouterLink to={`/${company}/logout`}>{t('Sign out')}</RouterLink>
          </Link>
        </HStack>
      </Flex>
      <Box px="2" py="1">
        <MainMenu group={selectedGroupOf(current.session)} company={company} />
      </Box>
      <PageTitleBar group={selectedGroupOf(current.session)} />
    </Box>
  );
}
