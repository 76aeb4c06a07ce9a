import { fileURLToPath } from 'node:url';

/** The repository's root folder, wherever the command was started from. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
