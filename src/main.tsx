import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
