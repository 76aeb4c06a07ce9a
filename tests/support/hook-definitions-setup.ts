import { bundleHookDefinitions } from '../../src/tools/hook-definitions';

/** The hooks require the definitions' bundle: written once before any test starts a PocketBase or loads a hook library. */
export default async function setup() {
  await bundleHookDefinitions();
}
