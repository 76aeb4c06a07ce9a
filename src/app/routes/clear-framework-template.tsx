import { PageMeta } from '@/components/head';
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
      <PageMeta
        title="CLEAR Framework Template | One-Page Marketing Plan | Clear North"
        description="A free one-page marketing plan: Clarity, Leverage, Evidence, Action and Refinement, with prompts for each step. Print it or download it."
      />
      <div className={screenOnly}>
        <PageIntro
          title="CLEAR Framework Template"
          lead="Clarity, Leverage, Evidence, Action, Refinement: a whole marketing plan on one page. Print it, or download it and fill it in over an afternoon."
        />
      </div>
      <div className={cx(container, styles.page)}>
        <ClearTemplateGuide />
        <ClearTemplateSheet />
      </div>
    </>
  );
}
