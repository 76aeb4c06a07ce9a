import { useHydrated } from '@/hooks/use-hydrated';
import { printsThePage } from '@/lib/print-buttons';
import { PageMeta } from '@/components/head';
import { localSeoChecklistIntro } from '@/content/page-intros';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { ArticleBody } from '@/features/blog/article-body';
import { screenOnly, sheet } from '@/features/education/clear-template-sheet.css';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import checklist from '../../../public/downloads/local-seo-checklist.md?document';
import * as styles from './clear-framework-template.css';

/** The local SEO checklist as a page to read, print or save as a PDF; the same words as its Markdown file. */
export function LocalSeoChecklistRoute() {
  // Served disabled, since without JavaScript it cannot print; the page's first script enables it.
  const hydrated = useHydrated();
  return (
    <>
      <PageMeta title={localSeoChecklistIntro.metaTitle} description={localSeoChecklistIntro.description} />
      <div className={screenOnly}>
        <PageIntro title={localSeoChecklistIntro.title} lead={localSeoChecklistIntro.lead} />
      </div>
      <div className={cx(container, styles.page)}>
        <div className={screenOnly}>
          <Button variant="outline" size="lg" {...printsThePage} isDisabled={!hydrated}>
            Print this page
          </Button>
        </div>
        <article className={sheet} aria-label="Local SEO checklist">
          <ArticleBody body={checklist} />
        </article>
      </div>
    </>
  );
}
