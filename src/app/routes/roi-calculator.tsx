import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { RoiExplainer } from '@/features/roi-calculator/roi-explainer';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './roi-calculator.css';

export function RoiCalculatorRoute() {
  return (
    <>
      <PageMeta
        title="Marketing ROI Calculator | Free Tool | Clear North"
        description="Work out your marketing ROI, cost per lead, cost per customer and break-even point from four numbers. Free, private and it works offline."
      />
      <PageIntro
        title="Marketing ROI Calculator"
        lead="Four numbers tell you whether your marketing pays for itself. Change any of them and the results follow as you type."
      />
      <div className={cx(container, styles.page)}>
        <Island name="roi-calculator" />
        <RoiExplainer />
      </div>
    </>
  );
}
