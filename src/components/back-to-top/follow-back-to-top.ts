import { deferredStylesheetsArrived } from '@/lib/deferred-stylesheet';
import { media } from '@/styles/media';
import { backToTopButton } from './back-to-top-button';

/** The back-to-top button shows once the page is scrolled 300px. */
export const BACK_TO_TOP_AFTER_PX = 300;

/** On a phone, how long the button stays after the visitor last scrolled up. */
export const PHONE_SHOWN_FOR_MS = 2_500;

/**
 * A back-to-top button, shown once the page is scrolled more
 * than 300 px. A phone has no margin for it, so there it would sit on the
 * ends of the lines being read: it shows only while the visitor scrolls back
 * up, the moment they are looking for the way back. A press scrolls to the
 * top (smoothly, unless the visitor asks for less motion) and moves focus to
 * `focusTargetId`, as the button disappears with the scroll. A plain
 * script: the site's stylesheet that styles it is fetched the first time it
 * is wanted, and the button made once that stylesheet is here.
 */
export function followBackToTop(focusTargetId: string): void {
  const phone = window.matchMedia(media.mobile);
  let control: HTMLButtonElement | undefined;
  let last = window.scrollY;
  let scrollingUp = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const make = () => {
    const made = backToTopButton();
    made.addEventListener('click', () => {
      const smooth = !window.matchMedia(media.reducedMotion).matches;
      window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
      document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    });
    made.hidden = true;
    document.body.append(made);
    return made;
  };
  let making = false;
  const show = () => {
    const shown = window.scrollY > BACK_TO_TOP_AFTER_PX && (!phone.matches || scrollingUp);
    if (!control) {
      if (!shown || making) return;
      // Only once its stylesheet is here: before, the button's shared styles would show it, hidden
      // or not, as a bare button at the end of the page.
      making = true;
      void deferredStylesheetsArrived().then(() => {
        control = make();
        show();
      });
      return;
    }
    control.hidden = !shown;
  };
  const onScroll = () => {
    const y = window.scrollY;
    clearTimeout(timer);
    if (y < last) {
      scrollingUp = true;
      timer = setTimeout(() => {
        scrollingUp = false;
        show();
      }, PHONE_SHOWN_FOR_MS);
    } else if (y > last) {
      scrollingUp = false;
    }
    last = y;
    show();
  };
  show();
  window.addEventListener('scroll', onScroll, { passive: true });
  phone.addEventListener('change', show);
}
