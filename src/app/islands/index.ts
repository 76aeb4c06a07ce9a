export { Island } from './island';
export { IslandHostContext, type IslandHost, type IslandPlacement } from './island-host';
