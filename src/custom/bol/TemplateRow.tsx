import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import type { BolTemplate } from '../../shared/generated/types';

type Access = BolTemplate['access'];
const SHARED: Record<Access, string> = { personal: 'Only me', company: 'My whole account' };

interface Props {
  template: BolTemplate;
  /** The user wrote it: only then may they rename, re-share or remove it (the server says the same). */
  mine: boolean;
  onChanged: () => void;
}

/** One template: its author renames it, shares it differently or removes it; anyone else sees who wrote it. */
export function TemplateRow({ template, mine, onChanged }: Props) {
  const t = useT();
  const [name, setName] = useState(template.name);
  const [access, setAccess] = useState<Access>(template.access);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify({ type: 'success', title: t(done, { 1: name.trim() }) });
      onChanged();
    } catch (e) {
      notify({ type: 'error', title: e instanceof ApiError ? (e.errors[0]?.message ?? e.detail) : t('Error occurred') });
    } finally {
      setBusy(false);
    }
  };
  const save = () => act(() => callApi('bol.template_update', { params: { id: template.id }, body: { name: name.trim(), access, data: template.data }, silent: true }), 'Template {1} saved');
  const remove = () => act(() => callApi('bol.template_delete', { params: { id: template.id }, silent: true }), 'Template {1} deleted');
  if (!mine)
    return (
      <Table.Row>
        <Table.Cell>{template.name}</Table.Cell>
        <Table.Cell>{t(SHARED[template.access])}</Table.Cell>
        <Table.Cell>
          <Text color="fg.muted">{t('Kept by {1}', { 1: template.created_by })}</Text>
        </Table.Cell>
      </Table.Row>
    );
  const changed = name.trim() !== template.name || access !== template.access;
  return (
    <Table.Row data-testid={`template-${template.id}`}>
      <Table.Cell>
        <Input size="sm" aria-label={t('Template name')} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </Table.Cell>
      <Table.Cell>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t('Shared with')} value={access} onChange={(e) => setAccess(e.currentTarget.value as Access)}>
            {(Object.keys(SHARED) as Access[]).map((a) => (
              <option key={a} value={a}>
                {t(SHARED[a])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <Button size="sm" colorPalette="blue" loading={busy} disabled={!changed || !name.trim()} onClick={() => void save()}>
            {t('Save')}
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" disabled={busy} onClick={() => setAsking(true)}>
            {t('Delete')}
          </Button>
        </HStack>
        <ConfirmDialog
          question={asking ? 'Delete this template?' : null}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void remove();
          }}
        />
      </Table.Cell>
    </Table.Row>
  );
}
