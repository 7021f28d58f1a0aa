import { useState } from 'react';
import { Alert, Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import type { Bol } from './useBol';
import { templateOfBol } from './templateOfBol';

/** "Save as template": the BOL's parties, items and services kept under a name, for the user or the whole account. */
export function SaveTemplatePanel({ bol }: { bol: Bol }) {
  const t = useT();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<'personal' | 'company'>('personal');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await callApi('bol.template_create', { body: { name: name.trim(), access, data: templateOfBol(bol) }, silent: true });
      notify({ type: 'success', title: t('Template {1} saved', { 1: saved.name }) });
      setName('');
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors[0]?.message ?? e.detail) : 'Error occurred');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t('Template name')}</Field.Label>
          <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Field.Root maxW="48">
          <Field.Label>{t('Shared with')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={access} onChange={(e) => setAccess(e.currentTarget.value as 'personal' | 'company')}>
              <option value="personal">{t('Only me')}</option>
              <option value="company">{t('My whole account')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button variant="outline" loading={busy} disabled={!name.trim()} onClick={() => void save()}>
          {t('Save as template')}
        </Button>
      </HStack>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(error)}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}
