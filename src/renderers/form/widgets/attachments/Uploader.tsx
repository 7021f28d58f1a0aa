import { useRef } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { formatSize, DEFAULT_ACCEPT } from './uploadLimits';
import { useUploader, type UploaderOptions, type UploadState } from './useUploader';

const STATE_TEXT: Record<UploadState, string | null> = {
  idle: null,
  processing: 'Processing...',
  uploading: 'Uploading...',
  uploaded: 'Uploaded successfully',
  failed: 'Upload failed',
};

/** Choose a file, see it, upload it: the uploader widget (02-business.md §4, §5 Uploads). */
export function Uploader(props: UploaderOptions) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUploader({
    ...props,
    onUploaded: () => {
      if (input.current) input.current.value = '';
      props.onUploaded?.();
    },
  });
  const busy = uploader.state === 'processing' || uploader.state === 'uploading';
  const status = STATE_TEXT[uploader.state];
  return (
    <Stack gap="2" data-state={uploader.state}>
      <HStack gap="3" wrap="wrap">
        <Input
          ref={input}
          type="file"
          aria-label={t('Choose file')}
          accept={props.accept ?? DEFAULT_ACCEPT}
          multiple={props.multiple ?? false}
          disabled={busy}
          maxW="24rem"
          p="1"
          onChange={(e) => {
            // A refused selection is dropped from the input too.
            if (!uploader.select([...(e.target.files ?? [])]) && input.current) input.current.value = '';
          }}
        />
        <Button onClick={() => void uploader.upload()} disabled={!uploader.selection.length || busy} loading={busy} colorPalette="brand" size="sm">
          {t('Upload')}
        </Button>
      </HStack>
      {uploader.selection.map((f) => (
        <Text key={f.name} fontSize="sm" color="fg.muted">
          {f.name} ({formatSize(f.size)})
        </Text>
      ))}
      {uploader.problem && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(uploader.problem)}
        </Text>
      )}
      {status && (
        <Text fontSize="sm" role="status" color={uploader.state === 'failed' ? 'fg.error' : 'fg.muted'}>
          {t(status)}
        </Text>
      )}
    </Stack>
  );
}
