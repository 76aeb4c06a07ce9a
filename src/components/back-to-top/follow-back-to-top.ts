import { media } from '@/styles/media';

/** On the back-to-top button: the id of the element that takes focus at the top. */
export const BACK_TO_TOP_ATTRIBUTE = 'data-back-to-top';

/** Spec §9: back-to-top threshold 300px. */
export const BACK_TO_TOP_AFTER_PX = 300;

/** On a phone, how long the button stays after the visitor last scrolled up. */
export const PHONE_SHOWN_FOR_MS = 2_500;

/**
 * Shows the back-to-top button once the page is scrolled more than 300 px.
 * A phone has no margin for it, so there it would sit on the ends of the
 * lines being read: it shows only while the visitor scrolls back up, the
 * moment they are looking for the way back. A press scrolls to the top
 * (smoothly, unless the visitor asks for less motion) and moves focus
 * there, as the button disappears with the scroll.
 */
export function followBackToTop(): void {
  const control = document.querySelector<HTMLElement>(`[${BACK_TO_TOP_ATTRIBUTE}]`);
  if (!control) return;
  const phone = window.matchMedia(media.mobile);
  let last = window.scrollY;
  let scrollingUp = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    const shown = window.scrollY > BACK_TO_TOP_AFTER_PX && (!phone.matches || scrollingUp);
    control.toggleAttribute('data-shown', shown);
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
  control.addEventListener('click', () => {
    const smooth = !window.matchMedia(media.reducedMotion).matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
    const target = control.getAttribute(BACK_TO_TOP_ATTRIBUTE);
    if (target) document.getElementById(target)?.focus({ preventScroll: true });
  });
  show();
  window.addEventListener('scroll', onScroll, { passive: true });
  phone.addEventListener('change', show);
}
