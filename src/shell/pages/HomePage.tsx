import { Card, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { AppLayout } from '../layout/AppLayout';
import { MenuItemLink } from '../layout/MenuItemLink';
import { PageSpinner } from '../layout/PageSpinner';
import { visibleMenus } from '../layout/visibleMenus';
import { useSessionRestoring } from '../session/SessionProvider';
import { selectedGroupOf } from '../session/sessionAccess';
import { useCompanySession } from '../../core/session/useSessions';
import { useBrand } from '../themes/BrandProvider';
import { useRouteCompany } from '../routing/RouteCompany';
import { AccountCard, ContactCard } from './HomeCards';
import { StatusLink } from './StatusLink';
import { StatusPage } from './StatusPage';
import { usePageTitle } from './usePageTitle';

/**
 * /{company}/home: the user's menus as a welcome page and how to reach Customer
 * Service; a user whose group holds no menus (the online-quoting account) gets
 * Customer Service first, for a quote, and their account pages. Signed out: an
 * invitation to sign in.
 */
export function HomePage() {
  const { code: company } = useRouteCompany();
  const t = useT();
  const brand = useBrand();
  const restoring = useSessionRestoring();
  const current = useCompanySession(company);
  usePageTitle(t('Home'));

  if (restoring) return <PageSpinner />;
  if (!current) {
    return (
      <StatusPage title={t('Welcome to {1}', { 1: brand.name })} message={t('Sign in to use the portal.')}>
        <StatusLink to={`/${company}/login`}>{t('Sign in')}</StatusLink>
      </StatusPage>
    );
  }
  const { profile } = current.session;
  const group = selectedGroupOf(current.session);
  // Link menus are on the menu bar; the home page lists the menus that hold items.
  const menus = visibleMenus(group).filter((m) => m.items.length > 0);
  return (
    <AppLayout>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('Welcome, {1}', { 1: profile.MT_FNAME || current.username })}
        </Heading>
        {menus.length === 0 && <Text>{t('No menus are assigned to your group.')}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {menus.length === 0 && (
            <>
              <ContactCard company={company} forQuote={profile.MT_TYPE === 'QUOTE'} />
              <AccountCard company={company} />
            </>
          )}
          {menus.map(({ entry, items }) => (
            <Card.Root key={entry.TMMID} size="sm">
              <Card.Header>
                <Heading as="h2" size="md">
                  {t(entry.TMVNAM)}
                </Heading>
              </Card.Header>
              <Card.Body>
                <List.Root variant="plain" gap="1">
                  {items.map((item) => (
                    <List.Item key={item.TSCID}>
                      <Link asChild color="brand.fg">
                        <MenuItemLink item={item} company={company} groupId={group?.id} />
                      </Link>
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
            </Card.Root>
          ))}
          {menus.length > 0 && <ContactCard company={company} forQuote={false} />}
        </SimpleGrid>
      </Stack>
    </AppLayout>
  );
}
