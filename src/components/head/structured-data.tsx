import { useContext } from 'react';
import { HeadContext, type StructuredDataBlock } from './head-context';

/**
 * A JSON-LD block for the page's head. Written into the prerendered HTML
 * only: search engines read it there, and a page changed in the browser
 * keeps the head it was served with.
 */
export function StructuredData({ data }: { data: StructuredDataBlock }) {
  useContext(HeadContext)?.addStructuredData(data);
  return null;
}
