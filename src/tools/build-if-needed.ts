import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { isBuildFresh } from './build-stamp';
import { bundleHookDefinitions } from './hook-definitions';
import { projectRoot } from './project-root';

/**
 * Runs `npm run build` unless dist/ was built from the current sources for
 * the current public address; the hooks' definitions are bundled either way.
 */
export async function buildIfNeeded(): Promise<void> {
  await bundleHookDefinitions();
  if (await isBuildFresh()) {
    console.log('Site build is up to date.');
    return;
  }
  console.log('Building the site…');
  const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error('The build failed.');
}
