import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToasterLoaded } from './toasterLoading';

const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

/**
 * Where notices show: the toaster's view, mounted when the first notice
 * loads the toaster (a page without a notice loads neither). Notices made
 * before it mounts are shown as it mounts.
 */
export function Notices() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenToasterLoaded(() => setLoaded(true)), []);
  return loaded ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
