export { BACK_TO_TOP_AFTER_PX, followBackToTop } from './follow-back-to-top';
