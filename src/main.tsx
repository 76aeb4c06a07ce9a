import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages are hydrated; the dev server's empty shell is rendered.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
