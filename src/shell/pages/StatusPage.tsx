import { Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../themes/BrandLogo';
import { useBrand } from '../themes/BrandProvider';
import { usePageTitle } from './usePageTitle';

/** The frame of the status pages (401, 403, 404): logo, title, message, links. */
export function StatusPage({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const brand = useBrand();
  usePageTitle(title);
  return (
    <Center minH="100vh" p="6" bg="bg" color="fg">
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <BrandLogo company={brand.code} height={48} />
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text fontSize="lg">{message}</Text>
        <HStack gap="6">{children}</HStack>
      </Stack>
    </Center>
  );
}
