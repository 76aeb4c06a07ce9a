import type { CaseStudy } from '@/content/types';

/** The option that switches a filter off; every filter starts there. */
export const ALL = 'all';

/** One selected value per dimension, as read from the URL's type, industry and product. */
export interface CaseStudyFilters {
  type: string;
  industry: string;
  product: string;
}

export const NO_FILTERS: CaseStudyFilters = { type: ALL, industry: ALL, product: ALL };

/** A filter with an empty value or 'all' is ignored; like every value, 'all' ignores case. */
export function isFilterOn(value: string): boolean {
  return value !== '' && value.toLowerCase() !== ALL;
}

/** A value matches when either contains the other, ignoring case. */
function matchesDimension(values: readonly string[], selected: string): boolean {
  if (!isFilterOn(selected)) return true;
  const wanted = selected.toLowerCase();
  return values.some((value) => {
    const own = value.toLowerCase();
    return own.includes(wanted) || wanted.includes(own);
  });
}

/** The case studies matching all three filters at once; all of them with none on. */
export function matchCaseStudies(studies: readonly CaseStudy[], filters: CaseStudyFilters): CaseStudy[] {
  return studies.filter(
    (study) =>
      matchesDimension(study.businessType, filters.type) &&
      matchesDimension(study.industry, filters.industry) &&
      matchesDimension(study.product, filters.product),
  );
}
