import { button } from '@/components/ui/button/button.css';
import { ArrowUpIcon } from '@/components/ui/icon';
import { cx } from '@/utils/class-names';
import { BACK_TO_TOP_ATTRIBUTE } from './follow-back-to-top';
import * as styles from './back-to-top.css';

export interface BackToTopProps {
  /** The id of the element that takes focus at the top, so keyboard users start again from there. */
  focusTargetId: string;
}

/**
 * Spec §2, §4: the back-to-top button. It is shown and pressed by a plain
 * script (./follow-back-to-top.ts), so it needs no island; without
 * scripts it stays hidden, as it could do nothing.
 */
export function BackToTop({ focusTargetId }: BackToTopProps) {
  return (
    <button
      type="button"
      className={cx(button({ variant: 'secondary', size: 'icon' }), styles.button)}
      aria-label="Back to top"
      {...{ [BACK_TO_TOP_ATTRIBUTE]: focusTargetId }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
