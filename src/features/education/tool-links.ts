import type { EducationItem } from '@/content/types';
import { paths } from '@/lib/paths';

/** Google's own page for Business Profile, where a business claims and edits its profile. */
const GOOGLE_BUSINESS_PROFILE = 'https://www.google.com/business/';

/** The tool each guide is about, by article slug: ours where we have one, otherwise Google's. */
const TOOL_FOR_GUIDE: Record<string, string> = {
  'marketing-roi-measurement-guide': paths.roiCalculator.href(),
  'clear-framework-guide': paths.clearFrameworkTemplate.href(),
  'local-seo-north-east-whitepaper': GOOGLE_BUSINESS_PROFILE,
};

/** Where 'Use Tool' goes: the tool the guide is about, if it names one. */
export function toolHref(item: EducationItem): string | undefined {
  return TOOL_FOR_GUIDE[item.slug];
}

/** Whether a tool is someone else's site, opened in a new tab. */
export function isExternalTool(href: string): boolean {
  return /^https?:\/\//.test(href);
}
