import { createToaster } from '@chakra-ui/react';

/**
 * The one toaster of the app. Notices are centred (01-shell.md §8), and it
 * lives outside React so that the error reporter and notify() can reach it
 * from anywhere.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });
