import { Island } from '@/app/islands';
import { PageMeta } from '@/components/head';
import { ArrowLeftIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { PageIntro } from '@/components/page-intro';
import { CaseStudyLessons } from '@/features/case-studies/case-study-lessons';
import { CaseStudyNoMatch } from '@/features/case-studies/case-study-results';
import { NOT_OUR_CLIENTS } from '@/content/case-studies';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './business-examples.css';

export function BusinessExamplesRoute() {
  return (
    <>
      <PageMeta
        title="Business Examples | Public Examples of Minimalist Marketing | Clear North"
        description={`Focused, minimalist marketing from well-known companies, filtered by business type, industry and product. ${NOT_OUR_CLIENTS}`}
      />
      <PageIntro
        title="Business Examples"
        lead={`How well-known companies market with focus, and what a smaller business can borrow. ${NOT_OUR_CLIENTS}`}
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
        <Island name="case-study-explorer" />
        {/* What the server shows in place of the list when a filtered address matches nothing (pb_hooks/lib/case-study-page.js). */}
        <template id="case-study-no-match">
          <CaseStudyNoMatch
            showAll={
              <Link href={paths.businessExamples.href()} appearance={{ variant: 'outline' }}>
                Show All Examples
              </Link>
            }
          />
        </template>
        <CaseStudyLessons />
      </div>
    </>
  );
}
