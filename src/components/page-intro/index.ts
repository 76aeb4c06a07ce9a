export { PageIntro, type PageIntroProps } from './page-intro';
