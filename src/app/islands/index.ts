export { Island } from './island';
export { IslandHostContext, type IslandHost, type IslandPlacement } from './island-host';
export { wakeIslands, ISLANDS_READY_ATTRIBUTE } from './wake-islands';
