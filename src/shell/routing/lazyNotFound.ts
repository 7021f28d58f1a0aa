import { lazyPage } from './lazyPage';

/** The not-found page for the first script's routes and gates: drawn with Chakra, so a lazy page of its own. */
export const LazyNotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
