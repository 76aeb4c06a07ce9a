/**
 * 'Found {n} Examples' (one example reads 'Example'). The server
 * words a filtered address's count alike (pb_hooks/lib/case-study-page.js).
 */
export function countHeading(count: number): string {
  if (count === 0) return 'No Matching Examples Found';
  return `Found ${count} ${count === 1 ? 'Example' : 'Examples'}`;
}
