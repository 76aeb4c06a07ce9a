import { lazy, type ComponentType } from 'react';
import { islandLoaders, type IslandName } from './island-loaders';

const components = {} as Record<IslandName, ComponentType<object>>;
for (const name of Object.keys(islandLoaders) as IslandName[]) {
  const load = islandLoaders[name] as () => Promise<ComponentType<object>>;
  components[name] = lazy(() => load().then((loaded) => ({ default: loaded })));
}

/** Each island's component, for rendering it inline or on the server: its own chunk, loaded once. */
export const islandComponents: Readonly<Record<IslandName, ComponentType<object>>> = components;
