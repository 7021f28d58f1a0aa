import { Box, Card, Center, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useT } from '../../core/i18n/useT';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { useRouteCompany } from '../routing/RouteCompany';
import { LoginForm } from './LoginForm';
import { StoredSessions } from './StoredSessions';
import { usePageTitle } from './usePageTitle';

/** /{company}/login: the company's sign-in, in its colours. */
export function LoginPage() {
  const { code: company, brandCode } = useRouteCompany();
  const t = useT();
  const brand = useBrand();
  usePageTitle(t('Sign in'));

  return (
    <Flex direction="column" minH="100vh" bg="brand.subtle">
      <Box h="2" bg="accent.solid" />
      <Center flex="1" p="4">
        <Card.Root width="full" maxW="sm" shadow="lg">
          <Card.Header alignItems="center" gap="4">
            <Flex width="full" justify="flex-end">
              <LanguageSwitch />
            </Flex>
            <BrandLogo company={brandCode} name={brand.name} height={56} />
            <Heading as="h1" size="lg" color="brand.fg">
              {t('Sign in')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <StoredSessions company={company} />
            <LoginForm company={company} />
            <Stack gap="1" mt="4" fontSize="sm">
              <Link asChild color="brand.fg">
                <RouterLink to={`/reset-password?company=${company}`}>{t('Forgot your password?')}</RouterLink>
              </Link>
              <Link asChild color="brand.fg">
                <RouterLink to={`/online-quoting-access?company=${company}`}>{t('Online quoting')}</RouterLink>
              </Link>
              <Link asChild color="brand.fg">
                <RouterLink to={`/rapid-bol-access?company=${company}`}>{t('Rapid bill of lading')}</RouterLink>
              </Link>
            </Stack>
          </Card.Body>
          <Card.Footer justifyContent="center">
            <Text fontSize="xs" color="fg.muted">
              {t('Customer Service: {1}', { 1: brand.phone })}
            </Text>
          </Card.Footer>
        </Card.Root>
      </Center>
    </Flex>
  );
}
