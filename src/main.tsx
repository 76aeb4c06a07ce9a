import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from '@/utils/after-first-paint';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages are hydrated once painted, in a transition, so React
// yields to the browser between slices instead of one long task; the dev
// server's empty shell is rendered.
if (container.hasChildNodes()) {
  afterFirstPaint(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
