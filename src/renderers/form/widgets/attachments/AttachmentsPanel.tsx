import { Alert, Box, Heading, Stack } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { recordParams, recordQuery, viewable, viewerPath, type AttachmentsConfig } from './attachmentsConfig';
import { appPath } from '../../../links';
import { AttachmentsList } from './AttachmentsList';
import { Uploader } from './Uploader';
import { useAttachments } from './useAttachments';

/**
 * A record's attachments on a detail screen: the list and the uploader, with
 * the calls' parameters taken from the record. When the record says they are
 * not allowed (a closed claim) only the reason is shown.
 */
export function AttachmentsPanel({ config, record, company }: { config: AttachmentsConfig; record: Record<string, unknown>; company: string }) {
  const t = useT();
  const allowed = !config.allowedField || record[config.allowedField] === true;
  return (
    <Box as="section">
      <Heading as="h2" size="sm" pb="2">
        {t('Attachments')}
      </Heading>
      {allowed ? (
        <OpenAttachments config={config} record={record} company={company} />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t(config.closedMessage ?? 'Attachments are not available')}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}

function OpenAttachments({ config, record, company }: { config: AttachmentsConfig; record: Record<string, unknown>; company: string }) {
  const query = recordQuery(config, record);
  // Each call takes the parameters it names; they all come from the record's fields.
  const params = Object.assign({}, ...[config.list, config.download, config.delete ?? ''].map((call) => recordParams(call, record)));
  const attachments = useAttachments({ list: config.list, download: config.download, delete: config.delete, params, query });
  return (
    <Stack gap="4">
      <AttachmentsList
        attachments={attachments}
        canDelete={!!config.delete}
        viewLink={config.viewer ? (a) => (viewable(a.filename) ? appPath(company, viewerPath(config.viewer!, record, a)) : null) : undefined}
      />
      {config.upload && (
        <Uploader
          call={config.upload}
          params={recordParams(config.upload, record)}
          query={query}
          accept={config.accept}
          multiple={config.multiple}
          maxFileSize={config.maxFileSize}
          maxTotalSize={config.maxTotalSize}
          maxWidth={config.maxWidth}
          maxHeight={config.maxHeight}
          onUploaded={attachments.reload}
        />
      )}
    </Stack>
  );
}
