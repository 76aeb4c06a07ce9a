import { useRef } from 'react';
import { caseStudies } from '@/content/case-studies';
import { EVENT_TYPES } from '@/definitions/analytics';
import { track } from '@/lib/analytics/track';
import { CaseStudyFilterForm } from './case-study-filter-form';
import { searchForFilters } from './case-study-query';
import { CaseStudyResults } from './case-study-results';
import { matchCaseStudies, NO_FILTERS, type CaseStudyFilters } from './match-case-studies';
import { useCaseStudyFilters } from './use-case-study-filters';

/** The case studies with the filters that narrow them, kept in the address. */
export function CaseStudyExplorer() {
  const [filters, applyFilters] = useCaseStudyFilters();
  const studies = matchCaseStudies(caseStudies, filters);
  const count = useRef<HTMLHeadingElement>(null);

  function search(next: CaseStudyFilters) {
    applyFilters(next);
    track(EVENT_TYPES.search, {
      query: searchForFilters(next),
      result_count: matchCaseStudies(caseStudies, next).length,
      search_source: 'business_examples',
    });
  }

  // Focus alone would scroll the count just into view, which on a phone is under the bottom
  // navigation: bring it to the top, with the first example below it, as a jump does.
  function showResults() {
    count.current?.focus({ preventScroll: true });
    count.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <>
      <CaseStudyFilterForm applied={filters} onSearch={search} onShowResults={showResults} />
      <CaseStudyResults studies={studies} countRef={count} onReset={() => search(NO_FILTERS)} />
    </>
  );
}
