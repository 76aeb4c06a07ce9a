import { siteFacts } from '../site-facts';
import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'Publishing more content does not help if nobody needs it. Our content strategy starts with the questions your customers ask before they buy, the searches they make and the doubts that stop them. From there we build a focused plan: the topics worth covering, the formats that suit them, where each piece will be published and how it will be measured. We can write and produce the content ourselves or give your team the plan, templates and guidance to do it well.',
  approach:
    'We talk to your sales and customer service teams, review your existing content and look at search data and competitors to find the gaps. Every topic in the plan has a purpose, whether that is ranking for a search term, answering an objection or nurturing a lead. We favour fewer, better pieces that stay useful for years over a steady stream of filler. Each month we report on what is being read, shared and acted on, and adjust the plan to match.',
  benefits: [
    'Content that answers real customer questions',
    'A clear plan your team can follow',
    'Better visibility in search over time',
    'Material your sales team can actually use',
    'One consistent voice across channels',
  ],
  process: [
    {
      title: 'Discovery',
      description:
        'We learn about your customers, your sales process and the questions that come up again and again.',
    },
    {
      title: 'Content audit',
      description: 'We review what you have already published and sort it into keep, improve and retire.',
    },
    {
      title: 'Research',
      description:
        'We analyse search demand, competitor content and audience behaviour to find the topics worth owning.',
    },
    {
      title: 'Strategy and calendar',
      description:
        'You get a written strategy, a prioritised topic list and a realistic publishing calendar.',
    },
    {
      title: 'Production',
      description: 'We write, edit and prepare each piece, or brief and support your team to produce it.',
    },
    {
      title: 'Measure and refine',
      description:
        'We track traffic, engagement and enquiries from each piece and update the plan every month.',
    },
  ],
  pricing: '£2,000–£8,000/month',
  timeline: '2–4 weeks for strategy, ongoing after',
  idealFor: [
    'B2B companies with a long sales cycle',
    'Professional services firms',
    'Technology and SaaS businesses',
    'Education and training providers',
    'Businesses with an in-house team that needs direction',
  ],
  deliverables: [
    'Audience and customer question research',
    'Content audit of existing material',
    'Written content strategy',
    'Topic list and 90-day content calendar',
    'Tone of voice and style guidelines',
    'Articles, guides and email content (by agreement)',
    'Monthly performance report',
  ],
  faq: [
    {
      question: 'Do you write the content or just plan it?',
      answer:
        'Either. Some clients want the strategy and guidance so their own team can write, others want us to handle everything. Many choose a mix, with us producing the larger pieces and their team covering news and updates.',
    },
    {
      question: 'How soon will content bring in enquiries?',
      answer: `Content that targets search usually takes ${siteFacts.contentResults} to build traction, while content used in email or sales conversations can help straight away. We set expectations for each piece in the plan. We would rather be honest about timescales than promise quick wins.`,
    },
  ],
  metaTitle: 'Content Strategy Agency Newcastle | Clear North',
  metaDescription:
    'Content strategy for North East businesses: research, planning and writing built on what your customers ask. Fewer, better pieces that bring in enquiries.',
  keywords: [
    'content strategy Newcastle',
    'content marketing agency North East',
    'content planning',
    'B2B content marketing',
    'blog writing services',
    'content audit',
  ],
};
