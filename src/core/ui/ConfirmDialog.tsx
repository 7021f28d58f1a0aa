import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useT } from '../i18n/useT';

export interface ConfirmDialogProps {
  /** English question, translated here. */
  question: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is removed ('Do you want to remove the attachment?'); open while there is a question. */
export function ConfirmDialog({ question, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={question !== null} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body pt="6">
              <Text>{question ? t(question) : ''}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('Cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {t('Confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
