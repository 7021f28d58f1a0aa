import { AbsoluteCenter, Box, Button, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import type { ExportFeature } from './useExport';

/** The export confirm dialog, and the overlay while a Google Sheet is made. */
export function ExportDialogs({ exporting }: { exporting: ExportFeature }) {
  const t = useT();
  return (
    <>
      {exporting.confirming && (
        <Dialog.Root open onOpenChange={(e) => !e.open && exporting.cancelConfirm()} role="alertdialog">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t('Download')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>{exporting.confirming?.question}</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={exporting.cancelConfirm}>
                    {t('Cancel')}
                  </Button>
                  <Button colorPalette="brand" onClick={exporting.confirm}>
                    {t('Confirm')}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
      {exporting.generatingSheet && (
        <Portal>
          <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" role="status" aria-live="polite">
            <AbsoluteCenter bg="bg" p="6" rounded="md" display="flex" gap="3" alignItems="center">
              <Spinner size="sm" />
              <Text>{t('Generating Google Sheet')}</Text>
            </AbsoluteCenter>
          </Box>
        </Portal>
      )}
    </>
  );
}
