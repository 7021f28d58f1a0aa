import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../layout/PageSpinner';
import { ChakraScope, preloadChakra } from '../themes/ChakraScope';

/**
 * A page whose code loads when it is first shown: it and what only it uses
 * are a chunk of their own, so that the sign-in page loads none of the
 * signed-in shell (01-shell.md's pages other than sign-in). Each is drawn
 * in a ChakraScope (the sign-in page, in the first script, is drawn without
 * Chakra, which loads with the first lazy page). A spinner meanwhile. `name` is the page's export: modules export pages by name.
 */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every lazy page now (tests render the shell with its pages' code already loaded). */
export function preloadLazyPages(): Promise<unknown> {
  return Promise.all([preloadChakra(), ...loaders.map((load) => load())]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page takes any props; the helper returns it typed as it is
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  loaders.push(load);
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function LazyPage(props: object) {
    return (
      <ChakraScope fallback={<PageSpinner />}>
        <Suspense fallback={<PageSpinner />}>
          <Lazy {...props} />
        </Suspense>
      </ChakraScope>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage as M[K];
}
