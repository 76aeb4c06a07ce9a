import { PageMeta } from '@/components/head';
import { clearTemplateIntro } from '@/content/page-intros';
import { PageIntro } from '@/components/page-intro';
import { ClearTemplateGuide } from '@/features/education/clear-template-guide';
import { ClearTemplateSheet } from '@/features/education/clear-template-sheet';
import { screenOnly } from '@/features/education/clear-template-sheet.css';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './clear-framework-template.css';

export function ClearFrameworkTemplateRoute() {
  return (
    <>
      <PageMeta title={clearTemplateIntro.metaTitle} description={clearTemplateIntro.description} />
      <div className={screenOnly}>
        <PageIntro title={clearTemplateIntro.title} lead={clearTemplateIntro.lead} />
      </div>
      <div className={cx(container, styles.page)}>
        <ClearTemplateGuide />
        <ClearTemplateSheet />
      </div>
    </>
  );
}
