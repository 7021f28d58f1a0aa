import { Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_COMPANY, isCompany } from '../companies';
import { lazyPage } from '../routing/lazyPage';
import { RouteCompanyContext } from '../routing/RouteCompany';
import { useCurrentSession } from '../../core/session/useSessions';
import type { CurrentSession } from '../../core/session/types';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { usePageTitle } from './usePageTitle';

// The signed-in frame loads only when a signed-in user meets a status page.
const AppLayout = lazyPage(() => import('../layout/AppLayout'), 'AppLayout');

interface StatusPageProps {
  title: string;
  message: string;
  children?: ReactNode;
  /**
   * Shown inside the shell (header, menus) when the tab is signed in: a
   * refused or missing page is a moment in the user's work, not an exit.
   */
  inShell?: boolean;
}

/**
 * The signed-in session whose shell frames a status page at `pathname`: none
 * when signed out, while a new password is due, or on a path under another
 * built-in company (its header would belong to the wrong brand).
 */
export function framingSession(current: CurrentSession | null, pathname: string): CurrentSession | null {
  if (!current || current.session.loginStatus !== 0) return null;
  const first = pathname.split('/')[1] ?? '';
  return isCompany(first) && first !== current.company ? null : current;
}

function StatusContent({ title, message, children }: Omit<StatusPageProps, 'inShell'>) {
  return (
    <>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text fontSize="lg">{message}</Text>
      <HStack gap="6">{children}</HStack>
    </>
  );
}

/** The frame of the status pages (401, 403, 404): logo, title, message, links; inside the shell when signed in. */
export function StatusPage({ title, message, children, inShell = false }: StatusPageProps) {
  const brand = useBrand();
  const { pathname } = useLocation();
  const current = useCurrentSession();
  usePageTitle(title);
  const framing = inShell ? framingSession(current, pathname) : null;
  if (framing) {
    const company = framing.company;
    return (
      <RouteCompanyContext.Provider value={{ code: company, brandCode: isCompany(company) ? company : DEFAULT_COMPANY }}>
        <AppLayout>
          <Stack gap="4" align="start" py="6" data-testid="status-page">
            <StatusContent title={title} message={message}>
              {children}
            </StatusContent>
          </Stack>
        </AppLayout>
      </RouteCompanyContext.Provider>
    );
  }
  return (
    <Center as="main" minH="100vh" p="6" bg="bg" color="fg">
      <Stack gap="5" align="center" textAlign="center" maxW="lg" data-testid="status-page">
        <BrandLogo company={brand.code} height={48} />
        <StatusContent title={title} message={message}>
          {children}
        </StatusContent>
      </Stack>
    </Center>
  );
}
