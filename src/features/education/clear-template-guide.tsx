import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { cx } from '@/utils/class-names';
import { HOW_TO_USE } from './clear-template-content';
import * as styles from './clear-template-guide.css';
import { screenOnly } from './clear-template-sheet.css';
import { DownloadIcon } from '@/components/ui/icon';
import { trackDownload } from './track-download';

const CLEAR_TEMPLATE_DOWNLOAD = '/downloads/clear-framework-template.md';

/** What to do with the template: download or print it, how to fill it in, and the guide behind it. */
export function ClearTemplateGuide() {
  return (
    <div className={cx(styles.guide, screenOnly)}>
      <div className={styles.actions}>
        <Link
          href={CLEAR_TEMPLATE_DOWNLOAD}
          download
          appearance={{ size: 'lg' }}
          onPress={() => trackDownload(CLEAR_TEMPLATE_DOWNLOAD, 'clear_framework_template')}
        >
          <DownloadIcon size={18} />
          Download the template
        </Link>
        <Button variant="outline" size="lg" onPress={() => window.print()}>
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
