import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../core/i18n/useT';
import { appPath } from '../../links';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import type { FormDefinition, Intent } from '../formDefinition';
import { intentPath, offeredIntents } from './formIntent';
import { FormLinkButton } from './FormLinkButton';
import { DELETE_QUESTION, type DeleteRecord } from './useDeleteRecord';

export interface IntentActionsProps {
  def: FormDefinition;
  company: string;
  intent: Intent;
  recordPath: string;
  deletion?: DeleteRecord;
}

/** The other intents of the screen, beside its title: list, add, edit, delete (each only where offered). */
export function IntentActions({ def, company, intent, recordPath, deletion }: IntentActionsProps) {
  const t = useT();
  const offered = offeredIntents(def);
  const link = (to: Intent, label: string, rec = '') => (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={appPath(company, intentPath(def, to, rec))}>{t(label)}</RouterLink>
    </Button>
  );
  return (
    <HStack gap="2">
      {def.link && intent === 'add' && <FormLinkButton link={def.link} company={company} />}
      {offered.includes('list') && intent !== 'list' && link('list', 'List')}
      {offered.includes('add') && intent !== 'add' && link('add', 'Add')}
      {offered.includes('edit') && intent === 'view' && link('edit', 'Edit', recordPath)}
      {deletion && (intent === 'edit' || intent === 'view' || intent === 'delete') && (
        <>
          <Button size="sm" colorPalette="red" variant="outline" onClick={deletion.ask} loading={deletion.deleting}>
            {t('Delete')}
          </Button>
          <ConfirmDialog question={deletion.asking ? DELETE_QUESTION : null} onCancel={deletion.cancel} onConfirm={() => void deletion.confirm()} />
        </>
      )}
    </HStack>
  );
}
