// Every benchmark, one after another: `npm run bench` (after `npm run build`).
await import('./outbox-flush');
await import('./page-weight');
await import('./real-visit');
