import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { FormCard } from '../forms/FormCard';
import { byPointer } from '../forms/NewPasswordFields';
import { TextField } from '../forms/TextField';
import { useLanguage } from '../i18n/I18nProvider';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { SERVICES, type Service } from './services';

const FIELDS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['business_name', 'Business name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['province', 'Province/State'],
  ['postal', 'Postal/Zip Code'],
  ['country', 'Country'],
  ['username', 'Username'],
] as const;
type Key = (typeof FIELDS)[number][0] | 'account_number';
const OPTIONAL = new Set<Key>(['address']);

/**
 * The sign-up form of a limited-access service: who the visitor is and the user name they want. The
 * account stays inactive until its mailed code is entered on the activation page, which sets the password.
 */
export function RegistrationForm({ service, company, hasAccount }: { service: Service; company: string; hasAccount: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { lang } = useLanguage();
  const [values, setValues] = useState<Record<Key, string>>(
    () =>
      ({
        ...Object.fromEntries(FIELDS.map(([k]) => [k, ''])),
        country: 'CA',
        account_number: '',
      }) as Record<Key, string>,
  );
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: Key) => (v: string) => setValues((all) => ({ ...all, [k]: v }));
  const keys: Key[] = [...(hasAccount ? (['account_number'] as Key[]) : []), ...FIELDS.map(([k]) => k)];
  const missing = (k: Key) => !OPTIONAL.has(k) && !values[k].trim();
  const errorsOf = (k: Key) => [...(tried && missing(k) ? ['Field is required'] : []), ...(serverErrors[`/${k}`] ?? [])];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerErrors({});
    setFailure(null);
    if (keys.some(missing)) return;
    setBusy(true);
    const trimmed = Object.fromEntries(keys.filter((k) => values[k].trim()).map((k) => [k, values[k].trim()]));
    try {
      const body = {
        ...trimmed,
        service,
        has_account: hasAccount,
        company,
        language: lang,
        province: values.province.trim().toUpperCase(),
        phone: values.phone.replace(/\D/g, ''),
        recaptcha_token: 'portal',
      };
      const answer = await callApi('users.create', { body: body as never });
      notify({
        type: 'success',
        title: t('Your activation code was sent to {1}.', {
          1: answer.sent_to ?? values.email,
        }),
      });
      navigate(`/${SERVICES[service].base}-activation?company=${company}&username=${encodeURIComponent(values.username.trim())}`);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setServerErrors(byPointer(err.errors));
      else setFailure(err instanceof ApiError ? err.detail : 'Unknown');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t(SERVICES[service].title)} alert={failure ? { status: 'error', text: t(failure) } : null} wide>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {hasAccount && (
              <TextField
                label="Account number"
                name="account_number"
                value={values.account_number}
                onChange={set('account_number')}
                errors={errorsOf('account_number')}
                maxLength={20}
              />
            )}
            {FIELDS.map(([k, label]) => (
              <TextField
                key={k}
                label={label}
                name={k}
                type={k === 'email' ? 'email' : 'text'}
                value={values[k]}
                onChange={set(k)}
                errors={errorsOf(k)}
                required={!OPTIONAL.has(k)}
              />
            ))}
          </SimpleGrid>
          <Button type="submit" loading={busy}>
            {t('Create my account')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
