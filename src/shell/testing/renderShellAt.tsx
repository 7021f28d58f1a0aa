import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes';
import { preloadLazyPages } from '../routing/lazyPage';
import { loadMessages } from '../i18n/messages';

// The shell's pages are lazy (React.lazy suspends once even when their code is loaded) and a busy
// two-core machine is slow to settle a whole shell: waits get 5 s rather than testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

// The pages, French and the notices load lazily in the browser; tests load them once here,
// so that a test waits for what it checks rather than for modules compiling on a busy machine.
await Promise.all([preloadLazyPages(), loadMessages('fr'), import('../../core/notices/AppToaster'), import('../errors/ErrorDialog')]);

/** The whole shell at one URL, in memory. */
export function renderShellAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
