import { Alert, Box, Card, Center, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { usePageTitle } from '../pages/usePageTitle';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';

/**
 * The frame of the shell's own anonymous and account forms (password reset,
 * access and activation, init-account): logo, title, one alert, the form.
 */
export function FormCard({
  title,
  alert,
  children,
  wide = false,
}: {
  title: string;
  alert?: { status: 'error' | 'success' | 'info'; text: string } | null;
  children: ReactNode;
  wide?: boolean;
}) {
  const brand = useBrand();
  usePageTitle(title);
  return (
    <Flex direction="column" minH="100vh" bg="brand.subtle">
      <Box h="2" bg="accent.solid" />
      <Center flex="1" p="4">
        <Card.Root width="full" maxW={wide ? '2xl' : 'md'} shadow="lg">
          <Card.Header alignItems="center" gap="4">
            <Flex width="full" justify="flex-end">
              <LanguageSwitch />
            </Flex>
            <BrandLogo company={brand.code} height={48} />
            <Heading as="h1" size="lg" color="brand.fg" textAlign="center">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {alert && (
                <Alert.Root status={alert.status} role={alert.status === 'error' ? 'alert' : 'status'}>
                  <Alert.Indicator />
                  <Alert.Title>{alert.text}</Alert.Title>
                </Alert.Root>
              )}
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Center>
    </Flex>
  );
}
