import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { recoverBuild } from './build-folder';
import { isBuildFresh } from './build-stamp';
import { distDir } from './dist-dir';
import { bundleHookDefinitions } from './hook-definitions';
import { projectRoot } from './project-root';

/**
 * Whether `dist` lacks a complete build of the current sources, once what a
 * killed build left behind is dealt with (src/tools/build-folder.ts). The
 * public address plays no part: it is put into the pages as they are served.
 */
export async function isBuildNeeded(dist = distDir): Promise<boolean> {
  await recoverBuild(dist);
  return !(await isBuildFresh(dist));
}

/**
 * Runs `npm run build` unless dist/ was built from the current sources; the
 * hooks' definitions are bundled either way.
 */
export async function buildIfNeeded(): Promise<void> {
  await bundleHookDefinitions();
  if (!(await isBuildNeeded())) {
    console.log('Site build is up to date.');
    return;
  }
  console.log('Building the site…');
  const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error('The build failed.');
}
