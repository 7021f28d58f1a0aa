import { Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { useBrand } from '../themes/BrandProvider';

/**
 * Customer Service of the company, reachable from the home page: by phone and
 * by email (the company's record, globals.company). For a user whose group
 * holds no screens yet (the online-quoting account until quoting lands) it is
 * what there is to do: ask for a rate quote, a pickup or a shipment's news.
 */
export function ContactCard({ company, forQuote }: { company: string; forQuote: boolean }) {
  const t = useT();
  const brand = useBrand();
  const { data } = useSWR(['globals.company', company], () => callApi('globals.company', { params: { code: company } }), { revalidateOnFocus: false });
  const phone = data?.phone ?? brand.phone;
  const subject = t(forQuote ? 'Rate quote request' : 'Question from the portal');
  return (
    <Card.Root size="sm" data-testid="contact-card">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('Customer Service')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Text>{forQuote ? t('Online quoting opens here soon. Until then, Customer Service gives you a rate quote by phone or email.') : t('Call or write to us about a rate quote, a pickup or a shipment.')}</Text>
          <List.Root variant="plain" gap="1">
            <List.Item>
              <Link href={`tel:+1${phone.replace(/\D/g, '').replace(/^1/, '')}`} color="brand.fg" fontWeight="semibold">
                {phone}
              </Link>
            </List.Item>
            {data?.email && (
              <List.Item>
                <Link href={`mailto:${data.email}?subject=${encodeURIComponent(subject)}`} color="brand.fg" fontWeight="semibold">
                  {data.email}
                </Link>
              </List.Item>
            )}
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The user's own account pages; the theme and language are in the header. */
export function AccountCard({ company }: { company: string }) {
  const t = useT();
  return (
    <Card.Root size="sm" data-testid="account-card">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('Your account')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <List.Root variant="plain" gap="1">
          <List.Item>
            <Link asChild color="brand.fg">
              <RouterLink to={`/${company}/pages/update-security-profile`}>{t('Security questions')}</RouterLink>
            </Link>
          </List.Item>
          <List.Item>
            <Link asChild color="brand.fg">
              <RouterLink to={`/reset-password?company=${company}`}>{t('Change my password')}</RouterLink>
            </Link>
          </List.Item>
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
