import { caseStudies } from '@/content/case-studies';
import { BUSINESS_TYPES, INDUSTRIES, PRODUCTS, type CaseStudy } from '@/content/types';
import { ALL, type CaseStudyFilters } from './match-case-studies';

type FilterKey = keyof CaseStudyFilters;

const FACET: Record<FilterKey, (study: CaseStudy) => readonly string[]> = {
  type: (study) => study.businessType,
  industry: (study) => study.industry,
  product: (study) => study.product,
};

/** The known values an example has, in their own order: a value no example has is never offered. */
export function valuesInUse(
  studies: readonly CaseStudy[],
  key: FilterKey,
  known: readonly string[],
): string[] {
  return known.filter((value) => studies.some((study) => FACET[key](study).includes(value)));
}

/** What each select offers. */
export const FILTER_VALUES: Record<FilterKey, readonly string[]> = {
  type: valuesInUse(caseStudies, 'type', BUSINESS_TYPES),
  industry: valuesInUse(caseStudies, 'industry', INDUSTRIES),
  product: valuesInUse(caseStudies, 'product', PRODUCTS),
};

/** A value from an address as a filter: an offered value in its own spelling, or all for anything else. */
export function offeredValue(key: FilterKey, value: string | null): string {
  const wanted = (value ?? '').toLowerCase();
  return FILTER_VALUES[key].find((offered) => offered.toLowerCase() === wanted) ?? ALL;
}
