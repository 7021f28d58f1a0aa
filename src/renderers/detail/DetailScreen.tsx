import type { RendererProps } from '../registry';
import { AttachmentsPanel } from '../form/widgets/attachments/AttachmentsPanel';
import type { DetailDefinition } from './detailDefinition';
import { DetailView } from './DetailView';
import { RecordTable } from './RecordDetails';
import { DetailActions } from './DetailActions';
import { useDetailController } from './useDetailController';

/** The detail renderer: one record, loaded by the definition's load call, read-only, with its lists and attachments. */
export function DetailScreen({ def, company, path }: RendererProps<DetailDefinition>) {
  const detail = useDetailController(def, path);
  const { record } = detail;
  return (
    <DetailView
      title={def.title}
      loading={detail.loading}
      error={detail.error}
      items={detail.items}
      actions={record && def.actions ? <DetailActions actions={def.actions} record={record} company={company} /> : undefined}
    >
      {record && def.tables?.map((table) => <RecordTable key={table.field} table={table} record={record} company={company} />)}
      {record && def.attachments && <AttachmentsPanel config={def.attachments} record={record} company={company} />}
    </DetailView>
  );
}
