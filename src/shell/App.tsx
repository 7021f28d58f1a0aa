import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** The portal in the browser. */
export function App() {
  return <RouterProvider router={router} />;
}
