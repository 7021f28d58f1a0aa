import { Alert } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import type { RendererProps } from '../registry';
import type { FormDefinition, Intent } from './formDefinition';
import { FormView } from './FormView';
import { useFormController } from './useFormController';
import { FormListIntent } from './intents/FormListIntent';
import { FormViewIntent } from './intents/FormViewIntent';
import { IntentActions } from './intents/IntentActions';
import { resolveIntent } from './intents/formIntent';
import { useDeleteRecord } from './intents/useDeleteRecord';

/**
 * The form renderer: one definition, the intent of the route (01-shell.md
 * §2.1): add, edit, view, list or delete, each where the definition offers it.
 */
export function FormScreen({ def, company, path }: RendererProps<FormDefinition>) {
  const t = useT();
  const resolved = resolveIntent(def, path);
  if (resolved.intent === null) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('The requested page does not exist')}</Alert.Title>
      </Alert.Root>
    );
  }
  const { intent, recordPath } = resolved;
  // Keyed by intent and record: moving between them starts from a fresh form.
  const key = `${intent}/${recordPath}`;
  if (intent === 'list') return <FormListIntent key={key} def={def} company={company} />;
  if (intent === 'view' || intent === 'delete') return <FormViewIntent key={key} def={def} company={company} recordPath={recordPath} deleting={intent === 'delete'} />;
  return <FormIntent key={key} def={def} company={company} intent={intent} recordPath={recordPath} />;
}

/** The add and edit intents: the add intent saves with `submit`, the edit intent loads the record and saves with `update`. */
function FormIntent({ def, company, intent, recordPath }: { def: FormDefinition; company: string; intent: Intent; recordPath: string }) {
  const forIntent: FormDefinition = intent === 'edit' ? { ...def, submit: def.update!, defaults: undefined } : { ...def, load: undefined };
  const form = useFormController(forIntent, company, recordPath, intent);
  const deletion = useDeleteRecord(def, company, recordPath);
  return (
    <FormView
      form={form}
      company={company}
      actions={<IntentActions def={def} company={company} intent={intent} recordPath={recordPath} deletion={intent === 'edit' && def.delete ? deletion : undefined} />}
    />
  );
}
