import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenToasterLoaded } from './toasterLoading';

const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

/**
 * Where notices show: the toaster's view, mounted when the first notice
 * loads the toaster (a page without a notice loads neither). Notices made
 * before it mounts are shown as it mounts. `scope` is what the view is drawn
 * in (the shell's ChakraScope, which loads Chakra then: the sign-in page is
 * drawn without it).
 */
export function Notices({ scope: Scope = Plain }: { scope?: ComponentType<{ children: ReactNode }> }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenToasterLoaded(() => setLoaded(true)), []);
  return loaded ? (
    <Scope>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </Scope>
  ) : null;
}

function Plain({ children }: { children: ReactNode }) {
  return children;
}
