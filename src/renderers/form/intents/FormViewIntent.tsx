import { useMemo } from 'react';
import { DetailView } from '../../detail/DetailView';
import { detailItems, formDetailFields } from '../../detail/detailItems';
import { useRecord } from '../../useRecord';
import type { FormDefinition } from '../formDefinition';
import { useFormBody } from '../useFormBody';
import { IntentActions } from './IntentActions';
import { useDeleteRecord } from './useDeleteRecord';

/**
 * The view intent (and the delete intent, which asks at once): the record
 * read-only, drawn by the generic detail view from the same definition: its
 * extra view fields, then the form's fields in the form's order and titles.
 */
export function FormViewIntent({ def, company, recordPath, deleting }: { def: FormDefinition; company: string; recordPath: string; deleting?: boolean }) {
  const { record, loading, error } = useRecord<Record<string, unknown>>(def.load, recordPath);
  const body = useFormBody(def.update ?? def.submit);
  const schema = body.schema;
  const fields = useMemo(() => [...(def.view?.fields ?? []), ...(schema ? formDetailFields(schema, def.uiSchema) : [])], [def, schema]);
  const deletion = useDeleteRecord(def, company, recordPath, deleting);
  return (
    <DetailView
      title={def.title}
      loading={loading || (!schema && !body.failed)}
      error={error}
      items={record ? detailItems(fields, record) : []}
      actions={<IntentActions def={def} company={company} intent={deleting ? 'delete' : 'view'} recordPath={recordPath} deletion={def.delete ? deletion : undefined} />}
    />
  );
}
