import { Box, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteCompany } from '../routing/RouteCompany';
import { selectedGroupOf } from '../session/sessionAccess';
import { useCompanySession } from '../../core/session/useSessions';
import { AccountScope, accountScopeOf } from './AccountScope';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/**
 * The frame of signed-in pages: header and menus over the page, the side
 * menu beside it. Without a session (the company home signed out) the page
 * stands alone.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { code } = useRouteCompany();
  const current = useCompanySession(code);
  return (
    <Box minH="100vh" bg="bg" color="fg">
      {current && <Header company={code} current={current} />}
      {/* The whole width: a grid of a dozen columns needs it (no empty gutters beside a grid that scrolls). */}
      <Container as="main" maxW="none" py="6">
        <Flex gap="6">
          {current && <SideMenu group={selectedGroupOf(current.session)} company={code} sessionKey={current.key} />}
          <Box flex="1" minW="0">
            <AccountScope scope={accountScopeOf(current)}>{children ?? <Outlet />}</AccountScope>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
