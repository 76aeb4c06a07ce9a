import { siteFacts } from './site-facts';
export interface WhyChoosePoint {
  title: string;
  text: string;
}

export interface WhyChoose {
  heading: string;
  points: WhyChoosePoint[];
}

export const intro =
  'Strategic marketing solutions designed to cut through the noise and deliver measurable results.';

export const whyChoose: WhyChoose = {
  heading: 'Why choose Clear North',
  points: [
    {
      title: 'Focus over volume',
      text: 'We do not sell you every service on this page. We find the one or two that will make the biggest difference to your business and do them properly.',
    },
    {
      title: 'Results you can see',
      text: 'Every project starts with clear goals and accurate tracking. Each month you get a short, plain-English report on what was done, what it achieved and what comes next.',
    },
    {
      title: 'Local and accountable',
      text: 'We are a small team based in Newcastle, working mainly with businesses across the North East. You deal with the people doing the work, and we answer for the results.',
    },
  ],
};

export const industries: readonly string[] = siteFacts.industries;
