import { useState } from 'react';
import { Box, Button, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../../core/i18n/useT';
import { ConfirmDialog } from '../../../../core/ui/ConfirmDialog';
import { IconAction } from '../../../../core/ui/IconAction';
import { Tooltip } from '../Tooltip';
import type { Attachment } from './attachmentsConfig';
import { localTimestamp } from './localTime';
import { formatSize } from './uploadLimits';
import type { AttachmentsState } from './useAttachments';

export const REMOVE_QUESTION = 'Do you want to remove the attachment?';

const safeThumbnail = (src: string | null | undefined) => (src && /^data:image\/(png|jpeg);base64,/.test(src) ? src : undefined);

function FileIcon({ name }: { name: string }) {
  // A plain badge for what has no picture: the file's extension.
  const ext = (/\.([a-z0-9]{1,4})$/i.exec(name)?.[1] ?? 'file').toUpperCase();
  return (
    <Box w="30px" h="30px" borderWidth="1px" borderRadius="sm" fontSize="8px" fontWeight="bold" display="flex" alignItems="center" justifyContent="center" color="fg.muted" aria-hidden="true">
      {ext}
    </Box>
  );
}

/**
 * The attachments list (02-business.md §3, §4, §9): a 30x30 thumbnail, the
 * name (downloads the file), who uploaded it and when in local time, and a
 * remove button that asks first and shows the row as deleting meanwhile.
 */
export function AttachmentsList({ attachments, canDelete, viewLink }: { attachments: AttachmentsState; canDelete: boolean; viewLink?: (a: Attachment) => string | null }) {
  const t = useT();
  const [asking, setAsking] = useState<Attachment | null>(null);
  if (attachments.loading && !attachments.rows.length) return <Spinner size="sm" aria-label={t('Loading')} />;
  if (attachments.failed) return <Text color="fg.error">{t('Error getting data')}</Text>;
  if (!attachments.rows.length) return <Text color="fg.muted">{t('No attachments')}</Text>;
  return (
    <>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t('Attachments')}>
        {attachments.rows.map((a) => {
          const deleting = a.current_status === 'deleting';
          const thumb = safeThumbnail(a.thumbnails);
          const view = viewLink?.(a);
          return (
            <HStack as="li" key={a.id} gap="3" opacity={deleting ? 0.5 : 1} data-status={a.current_status}>
              {thumb ? <Image src={thumb} alt="" w="30px" h="30px" objectFit="cover" borderRadius="sm" /> : <FileIcon name={a.filename} />}
              <Stack gap="0" flex="1" minW="0">
                <Tooltip content={t('Download {1}', { 1: a.filename })}>
                  <Button variant="plain" colorPalette="blue" size="sm" h="auto" p="0" justifyContent="start" textDecoration="underline" onClick={() => void attachments.get(a)}>
                    {a.filename}
                  </Button>
                </Tooltip>
                <Text fontSize="xs" color="fg.muted">
                  {[a.uploadBy, localTimestamp(a.uploadDate), a.size !== undefined ? formatSize(a.size) : null].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              {view && !deleting && (
                <Link asChild colorPalette="blue" fontSize="sm" aria-label={t('View {1}', { 1: a.filename })}>
                  <RouterLink to={view}>{t('View')}</RouterLink>
                </Link>
              )}
              {deleting && <Text fontSize="xs">{t('Deleting...')}</Text>}
              {canDelete && (
                <IconAction label={t('Remove {1}', { 1: a.filename })} size="xs" variant="ghost" colorPalette="red" disabled={deleting} onClick={() => setAsking(a)}>
                  ✕
                </IconAction>
              )}
            </HStack>
          );
        })}
      </Stack>
      <ConfirmDialog
        question={asking ? REMOVE_QUESTION : null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const a = asking;
          setAsking(null);
          if (a) void attachments.remove(a.id);
        }}
      />
    </>
  );
}
