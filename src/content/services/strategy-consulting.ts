import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'Many businesses do a bit of everything in marketing and cannot tell which parts are paying off. Strategy consulting gives you a clear answer. We review your positioning, channels, budget, tracking and results, talk to your team and, where possible, your customers. Then we give you a written plan setting out who you are targeting, what you are saying to them, which channels to use and what to stop. Ongoing support keeps the plan on track as you put it into practice.',
  approach:
    'We work from evidence: your analytics, sales data, customer feedback and the market around you. Workshops with your team bring out what people already know but have not written down. We keep the final plan short enough to be used, with priorities, budgets, owners and the numbers that show whether it is working. After delivery, monthly sessions help you make decisions, review results and adjust without drifting back into doing everything at once.',
  benefits: [
    'A clear plan with priorities, budgets and owners',
    'An honest outside view of what is and is not working',
    'Spend moved away from channels that do not pay back',
    'Sharper positioning and a message customers understand',
    'Ongoing support to keep the plan on track',
  ],
  process: [
    {
      title: 'Discovery call',
      description:
        'We agree the questions the strategy needs to answer and the information we will need from you.',
    },
    {
      title: 'Marketing audit',
      description:
        'We review your channels, spend, tracking, content and results to build a clear picture of where you stand.',
    },
    {
      title: 'Customer and market research',
      description: 'We look at your customers, competitors and market to find where you can stand out.',
    },
    {
      title: 'Strategy workshop',
      description:
        'We run a working session with your team to test findings, agree priorities and settle on the core message.',
    },
    {
      title: 'Written plan',
      description:
        'You receive a concise strategy with target audiences, positioning, channel plan, budget and measures of success.',
    },
    {
      title: 'Ongoing support',
      description: 'Monthly sessions to review results, make decisions and adjust the plan as things change.',
    },
  ],
  pricing: '£2,500–£10,000 plus £1,500/month ongoing',
  timeline: '4–6 weeks',
  idealFor: [
    'Growing SMEs without a senior marketer in-house',
    'Startups preparing for launch or investment',
    'Businesses entering a new market or launching a new service',
    'Teams spending across many channels without clear results',
    'Owners who want an independent view before hiring or appointing an agency',
  ],
  deliverables: [
    'Marketing and channel audit',
    'Competitor and market review',
    'Strategy workshop with your team',
    'Positioning and core message',
    'Written marketing strategy and 12-month plan',
    'Budget allocation and KPIs',
    'Monthly strategy sessions (ongoing option)',
  ],
  faq: [
    {
      question: 'Do we have to hire you to deliver the plan?',
      answer:
        'No. The plan is yours and is written so your team or another supplier can put it into practice. Some clients ask us to deliver parts of it, others use the ongoing sessions to keep their own team on track. Either way, our recommendations are not shaped by what we would like to sell you.',
    },
    {
      question: 'How involved does our team need to be?',
      answer:
        'Expect a discovery call, access to your data, a half-day or full-day workshop and time to review the draft plan. We keep requests focused and do most of the work ourselves. The more your team contributes, the more useful the plan will be.',
    },
  ],
  metaTitle: 'Marketing Strategy Consulting Newcastle | Clear North',
  metaDescription:
    'Marketing strategy consulting for North East businesses. An honest audit, a clear written plan and ongoing support so you know what to do next and what to stop.',
  keywords: [
    'marketing strategy consultant Newcastle',
    'marketing consultancy North East',
    'digital marketing strategy',
    'marketing audit',
    'fractional marketing support',
    'marketing plan for SMEs',
  ],
};
