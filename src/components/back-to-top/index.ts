export { BackToTop, BACK_TO_TOP_AFTER_PX, type BackToTopProps } from './back-to-top';
