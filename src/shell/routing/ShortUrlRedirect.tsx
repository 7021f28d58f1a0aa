import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { PageSpinner } from '../layout/PageSpinner';
import { LazyNotFoundPage as NotFoundPage } from './lazyNotFound';
import { safeRedirect } from './safeRedirect';

/** /st/{id}: where the short URL leads, if it leads somewhere on this site. */
export function ShortUrlRedirect() {
  const { id = '' } = useParams();
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    if (!/^[A-Za-z0-9_-]{4,32}$/.test(id)) return setTarget(null);
    callApi('shorten_urls.resolve', {
      params: { id },
      signal: controller.signal,
    })
      // The server checks the target; the browser checks it again before going.
      .then((answer) => setTarget(safeRedirect(answer.url)))
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setTarget(null);
      });
    return () => controller.abort();
  }, [id]);
  if (target === undefined) return <PageSpinner />;
  if (target === null) return <NotFoundPage />;
  return <Navigate to={target} replace />;
}
