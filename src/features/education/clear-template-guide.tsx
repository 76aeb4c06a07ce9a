import { useHydrated } from '@/hooks/use-hydrated';
import { printsThePage } from '@/lib/print-buttons';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { cx } from '@/utils/class-names';
import { HOW_TO_USE } from './clear-template-content';
import * as styles from './clear-template-guide.css';
import { screenOnly } from './clear-template-sheet.css';
import { DownloadIcon } from '@/components/ui/icon';
import { trackedDownload } from './track-download';

const CLEAR_TEMPLATE_DOWNLOAD = '/downloads/clear-framework-template.md';

/** What to do with the template: download or print it, how to fill it in, and the guide behind it. */
export function ClearTemplateGuide() {
  // Served disabled, since without JavaScript it cannot print; the page's first script enables it.
  const hydrated = useHydrated();
  return (
    <div className={cx(styles.guide, screenOnly)}>
      <div className={styles.actions}>
        <Link
          href={CLEAR_TEMPLATE_DOWNLOAD}
          download
          appearance={{ size: 'lg' }}
          {...trackedDownload(CLEAR_TEMPLATE_DOWNLOAD, 'clear_framework_template')}
        >
          <DownloadIcon size={18} />
          Download the template
        </Link>
        <Button variant="outline" size="lg" {...printsThePage} isDisabled={!hydrated}>
          Print this page
        </Button>
      </div>
      <section className={styles.howTo} aria-labelledby="how-to-use">
        <h2 id="how-to-use" className={styles.title}>
          How to use this template
        </h2>
        <ol className={styles.steps}>
          {HOW_TO_USE.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.more}>
          New to CLEAR? Our guide explains each step with a worked example for a Newcastle business.{' '}
          <Link href={paths.article.href('clear-framework-guide')} className={styles.link}>
            Read the CLEAR framework guide
          </Link>
        </p>
      </section>
    </div>
  );
}
