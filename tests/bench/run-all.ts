// Every benchmark, one after another: `npm run bench`.
await import('./outbox-flush');
