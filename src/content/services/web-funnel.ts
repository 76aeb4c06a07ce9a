import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'A web funnel is the route a visitor takes from finding you to buying from you. On most websites that route is unclear, with too many choices, vague copy and forms that ask for too much. We design and build funnels that do one thing at a time: a focused landing page, an offer worth responding to, a short form and a follow-up sequence that keeps the conversation going. Everything is tracked, so you can see where people drop out and what it is costing you.',
  approach:
    'We map your current customer journey first and find the points where people leave. Then we write the copy, design the pages and connect the forms, email and analytics, keeping the build as simple as the job allows. Funnels go live with tracking in place from day one, and we test headlines, offers and layouts once there is enough traffic to learn from. The aim is a funnel you understand and can keep running, not a black box.',
  benefits: [
    'More enquiries and sales from the traffic you already have',
    'Clear data on where visitors drop out',
    'Copy that explains your offer in plain language',
    'Automated follow-up so leads do not go cold',
    'Pages built to load quickly on mobile',
    'A setup your team can manage after launch',
  ],
  process: [
    {
      title: 'Journey audit',
      description:
        'We review your website, analytics and sales process to see how people currently find you and where they leave.',
    },
    {
      title: 'Funnel plan',
      description: 'We agree the offer, the steps in the funnel and the numbers we will use to judge it.',
    },
    {
      title: 'Copy and design',
      description:
        'We write the pages and emails and design them around a single action, sharing drafts for your feedback.',
    },
    {
      title: 'Build and integration',
      description:
        'We build the pages and connect forms, your CRM or email platform, and analytics and conversion tracking.',
    },
    {
      title: 'Launch and QA',
      description: 'We test every form, link and email on real devices before sending traffic to the funnel.',
    },
    {
      title: 'Test and improve',
      description:
        'Once traffic builds, we test changes to headlines, offers and layout and keep the versions that win.',
    },
  ],
  pricing: '£3,500–£15,000',
  timeline: '6–12 weeks',
  idealFor: [
    'Service businesses that rely on enquiries',
    'Startups launching a new product or offer',
    'Course creators and training providers',
    'E-commerce brands with high cart abandonment',
    'B2B companies generating leads through content',
  ],
  deliverables: [
    'Customer journey audit',
    'Funnel map and conversion goals',
    'Landing page copy and design',
    'Built and tested landing pages',
    'Lead capture forms connected to your CRM or email platform',
    'Automated follow-up email sequence',
    'Analytics and conversion tracking setup',
    'Testing plan and handover notes',
  ],
  faq: [
    {
      question: 'Do I need a new website to have a funnel?',
      answer:
        'Usually not. Most funnels sit alongside your existing site as dedicated landing pages and connect to the tools you already use. If your current platform makes that difficult, we will tell you early and explain the options.',
    },
    {
      question: 'Why is the price range so wide?',
      answer:
        'A single landing page with one follow-up sequence is a very different job from a multi-step funnel with several offers, integrations and tests. We scope the work after the first call and give you a fixed quote before anything starts.',
    },
  ],
  metaTitle: 'Web Funnels & Landing Pages Newcastle | Clear North',
  metaDescription:
    'Landing pages, forms and follow-up emails designed to turn visitors into customers. Web funnels built and tested for businesses in Newcastle and the North East.',
  keywords: [
    'web funnels Newcastle',
    'sales funnel agency',
    'landing page design North East',
    'conversion rate optimisation',
    'lead generation funnels',
    'email follow-up sequences',
  ],
};
