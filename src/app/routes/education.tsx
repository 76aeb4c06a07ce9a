import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { ArrowLeftIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Island } from '@/app/islands';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './education.css';

export function EducationRoute() {
  return (
    <>
      <PageMeta
        title="Education Hub | Marketing Frameworks, Research and Tools | Clear North"
        description="Free marketing frameworks, research, whitepapers and tool guides from Clear North, a minimalist digital marketing agency in Newcastle."
      />
      <PageIntro
        title="Education Hub"
        lead="Frameworks, research and tools to help you market with less noise and more results."
        before={
          <Link
            href={paths.blog.href()}
            appearance={{ variant: 'ghost', size: 'sm' }}
            className={styles.back}
          >
            <ArrowLeftIcon size={16} />
            Back to Insights
          </Link>
        }
      />
      <div className={cx(container, styles.page)}>
        <Island name="education-hub" />
      </div>
    </>
  );
}
