import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { CaseStudy } from '@/content/types';
import { paths } from '@/lib/paths';
import * as styles from './case-study-results.css';
import { countHeading } from './count-heading';
import { pendingFiltersScript } from './pending-filters';

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const tags = [...new Set([...study.businessType, ...study.industry])];
  // What the server filters a card by when it serves a filtered address (pb_hooks/lib/case-study-page.js).
  const facets = { type: study.businessType, industry: study.industry, product: study.product };
  return (
    <li className={styles.card} data-facets={JSON.stringify(facets)}>
      <p className={styles.tags}>{tags.join(' · ')}</p>
      <h3 className={styles.title}>{study.title}</h3>
      <p>{study.description}</p>
      <div className={styles.detail}>
        <h4 className={styles.label}>Results</h4>
        <p>{study.results}</p>
      </div>
      <div className={styles.detail}>
        <h4 className={styles.label}>Strategy</h4>
        <p>{study.strategy}</p>
      </div>
    </li>
  );
}

/**
 * The no-match message, with a way to ask us and `showAll`, a way back
 * to every example: a button in the live island, a link as the server serves it.
 */
export function CaseStudyNoMatch({ showAll }: { showAll: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>
        We couldn't find exact matches for your criteria. Try broadening your search terms or contact us for a
        custom analysis.
      </p>
      <div className={styles.emptyActions}>
        {showAll}
        <Link href={paths.contact.href()} appearance={{ variant: 'default' }}>
          Get Custom Analysis
        </Link>
      </div>
    </div>
  );
}

export interface CaseStudyResultsProps {
  studies: CaseStudy[];
  /** Switches every filter off: the way out of an empty result. */
  onReset: () => void;
  /** The count heading, where 'Search Examples' takes the visitor. */
  countRef?: Ref<HTMLHeadingElement>;
}

/**
 * The matching case studies, or the no-match message with a way to
 * ask us and a way back to every example.
 */
export function CaseStudyResults({ studies, onReset, countRef }: CaseStudyResultsProps) {
  return (
    <>
      {/* Before the results, so a filtered URL hides them before they are painted. */}
      <script dangerouslySetInnerHTML={{ __html: pendingFiltersScript }} />
      <section className={styles.results} aria-labelledby="case-study-count">
        <div aria-live="polite" aria-atomic="true">
          <h2 id="case-study-count" ref={countRef} tabIndex={-1} className={styles.count}>
            {countHeading(studies.length)}
          </h2>
        </div>
        {studies.length === 0 ? (
          <CaseStudyNoMatch
            showAll={
              <Button variant="outline" onPress={onReset}>
                Show All Examples
              </Button>
            }
          />
        ) : (
          <ul className={styles.grid} data-case-study-list="">
            {studies.map((study) => (
              <CaseStudyCard key={study.id} study={study} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
