import { BrowserRouter } from 'react-router-dom';
import { ShellRoutes } from './routes';

/** The portal in the browser. */
export function App() {
  return (
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>
  );
}
