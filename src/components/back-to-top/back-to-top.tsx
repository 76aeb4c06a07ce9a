import { Button } from '@/components/ui/button';
import { ArrowUpIcon } from '@/components/ui/icon';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useScrollingUp } from '@/hooks/use-scrolling-up';
import { media } from '@/styles/media';
import * as styles from './back-to-top.css';

/** Spec §9: back-to-top threshold 300px. */
export const BACK_TO_TOP_AFTER_PX = 300;

/** On a phone, how long the button stays after the visitor last scrolled up. */
export const PHONE_SHOWN_FOR_MS = 2_500;

export interface BackToTopProps {
  /** The id of the element that takes focus at the top, so keyboard users start again from there. */
  focusTargetId: string;
}

/**
 * Spec §2, §4: a back-to-top button, shown once the page is scrolled more
 * than 300 px. A phone has no margin for it, so there it would sit on the
 * ends of the lines being read: it shows only while the visitor scrolls back
 * up, the moment they are looking for the way back.
 */
export function BackToTop({ focusTargetId }: BackToTopProps) {
  const phone = useMediaQuery(media.mobile);
  const scrolledPast = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const scrollingUp = useScrollingUp(phone, PHONE_SHOWN_FOR_MS);
  if (!scrolledPast || (phone && !scrollingUp)) return null;

  const backToTop = () => {
    const smooth = !window.matchMedia(media.reducedMotion).matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
    // The button disappears at the top; focus moves on instead of being lost with it.
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <Button
      variant="secondary"
      size="icon"
      className={styles.button}
      onPress={backToTop}
      aria-label="Back to top"
    >
      <ArrowUpIcon size={22} />
    </Button>
  );
}
