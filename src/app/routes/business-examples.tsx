import { useRef } from 'react';
import { PageMeta } from '@/components/head';
import { ArrowLeftIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { PageIntro } from '@/components/page-intro';
import { caseStudies } from '@/content/case-studies';
import { CaseStudyFilterForm } from '@/features/case-studies/case-study-filter-form';
import { searchForFilters } from '@/features/case-studies/case-study-query';
import { CaseStudyLessons } from '@/features/case-studies/case-study-lessons';
import { CaseStudyResults } from '@/features/case-studies/case-study-results';
import {
  matchCaseStudies,
  NO_FILTERS,
  type CaseStudyFilters,
} from '@/features/case-studies/match-case-studies';
import { useCaseStudyFilters } from '@/features/case-studies/use-case-study-filters';
import { EVENT_TYPES } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './business-examples.css';

export function BusinessExamplesRoute() {
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

  return (
    <>
      <PageMeta
        title="Business Examples | Minimalist Marketing Case Studies | Clear North"
        description="Fifteen examples of focused, minimalist marketing from well-known companies, filtered by business type, industry and product."
      />
      <PageIntro
        title="Business Examples"
        lead="How well-known companies market with focus, and what a smaller business can borrow."
        before={
          <Link
            href={paths.home.href()}
            appearance={{ variant: 'ghost', size: 'sm' }}
            className={styles.back}
          >
            <ArrowLeftIcon size={16} />
            Back to Home
          </Link>
        }
      />
      <div className={cx(container, styles.page)}>
        <CaseStudyFilterForm
          applied={filters}
          onSearch={search}
          onShowResults={() => count.current?.focus()}
        />
        <CaseStudyResults studies={studies} countRef={count} onReset={() => search(NO_FILTERS)} />
        <CaseStudyLessons />
      </div>
    </>
  );
}
