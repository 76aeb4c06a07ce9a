export { BackToTop, type BackToTopProps } from './back-to-top';
export { BACK_TO_TOP_AFTER_PX, followBackToTop } from './follow-back-to-top';
