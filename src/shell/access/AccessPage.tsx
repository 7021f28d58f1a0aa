import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_COMPANY, companyCodeOf } from '../companies';
import { FormCard } from '../forms/FormCard';
import { useT } from '../../core/i18n/useT';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RegistrationForm } from './RegistrationForm';
import { parseHasAccount, SERVICES, type Service } from './services';

/**
 * /online-quoting-access(/{hasAccount}) and /rapid-bol-access(/{hasAccount}):
 * anonymous sign-up for a limited-access account. Without {hasAccount} the
 * visitor says whether they already are a customer.
 */
export function AccessPage({ service }: { service: Service }) {
  const t = useT();
  const { hasAccount } = useParams();
  const [search] = useSearchParams();
  const queried = search.get('company')?.toUpperCase();
  // A created company (CO-ADD) as well as the five brands: the server decides whether it is one.
  const company = companyCodeOf(queried) ?? DEFAULT_COMPANY;
  const { base, title } = SERVICES[service];
  const has = parseHasAccount(hasAccount);
  if (hasAccount !== undefined && has === null) return <NotFoundPage />;
  if (has === null) {
    return (
      <FormCard title={t(title)}>
        <Stack gap="3">
          <Text>{t('Do you already have a customer account with us?')}</Text>
          <Button asChild>
            <RouterLink to={`/${base}-access/yes?company=${company}`}>{t('Yes, I have an account number')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={`/${base}-access/no?company=${company}`}>{t('No, I am a new customer')}</RouterLink>
          </Button>
          <Text fontSize="sm">
            <Link asChild color="brand.fg">
              <RouterLink to={`/${base}-activation?company=${company}`}>{t('I have an activation code')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </FormCard>
    );
  }
  return <RegistrationForm service={service} company={company} hasAccount={has} />;
}
