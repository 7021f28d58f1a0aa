import { Box, Button, CloseButton, Code, Dialog, Portal, Text } from '@chakra-ui/react';
import { Tooltip } from '../../core/ui/Tooltip';
import { useState } from 'react';
import type { ApiError } from '../../api/ApiError';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { errorDetails } from './errorDetails';

/** The catalogue's dialog for statuses without a notice of their own (01-shell.md §8). */
export function ErrorDialog({ error, open, onClose }: { error: ApiError | null; open: boolean; onClose: () => void }) {
  const t = useT();
  const [showDetails, setShowDetails] = useState(false);

  const close = () => {
    setShowDetails(false);
    onClose();
  };

  const copy = async () => {
    if (!error) return;
    try {
      await navigator.clipboard.writeText(errorDetails(error));
      notify({ type: 'success', title: t('Copied error details') });
    } catch {
      notify({ type: 'error', title: t('Failed to copy text') });
    }
  };

  return (
    <Dialog.Root open={open && error !== null} onOpenChange={(e) => !e.open && close()} role="alertdialog" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Error')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{error ? t(error.detail || 'Unknown') : ''}</Text>
              {showDetails && error && (
                <Box mt="4" maxH="60vh" overflow="auto">
                  <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" fontSize="xs" data-testid="error-details">
                    {errorDetails(error)}
                  </Code>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setShowDetails((v) => !v)}>
                {showDetails ? t('Hide Details') : t('View Details')}
              </Button>
              <Button variant="outline" onClick={() => void copy()}>
                {t('Copy to clipboard')}
              </Button>
              <Button onClick={close}>{t('Close')}</Button>
            </Dialog.Footer>
            <Tooltip content={t('Close')}>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('Close')} />
              </Dialog.CloseTrigger>
            </Tooltip>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
