import { createToaster } from '@chakra-ui/react';
import { markToasterLoaded } from './toasterLoading';

/**
 * The one toaster of the app. Notices are centred (01-shell.md §8), and it
 * lives outside React so that the error reporter and notify() can reach it
 * from anywhere. notify() loads this module with the first notice; its view
 * (Notices) mounts once it has run.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });
markToasterLoaded();
