import type { EducationItem } from '@/content/types';
import { paths } from '@/lib/paths';

/** Guides that are about one of our own tools, by article slug. */
const TOOL_FOR_GUIDE: Record<string, string> = {
  'marketing-roi-measurement-guide': paths.roiCalculator.href(),
  'clear-framework-guide': paths.clearFrameworkTemplate.href(),
};

/** Where 'Use Tool' goes: the tool the guide is about, or the guide itself when it has none. */
export function toolHref(item: EducationItem): string {
  return TOOL_FOR_GUIDE[item.slug] ?? paths.article.href(item.slug);
}
