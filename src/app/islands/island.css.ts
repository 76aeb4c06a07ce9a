import { globalStyle } from '@vanilla-extract/css';
import { ISLAND_ATTRIBUTE } from './island-host';

// An island's box: its content lays out as if the box were not there. Styled
// by its attribute, so the box costs the page's first bytes no class of its own.
globalStyle(`[${ISLAND_ATTRIBUTE}]`, { display: 'contents' });
