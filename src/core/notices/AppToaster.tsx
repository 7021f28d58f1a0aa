import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useT } from '../i18n/useT';
import { toaster } from './toaster';

/** Renders the app toaster's notices. */
export function AppToaster() {
  const t = useT();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={t('Close')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
