import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'Most influencer marketing is bought on follower counts and judged on likes. We work the other way round. We look for creators whose audiences overlap with the people who buy from you, often local or niche accounts with a few thousand engaged followers rather than a few hundred thousand passive ones. We handle the search, the vetting, the briefs, the contracts and the reporting, so you get content that sounds like the creator, says something true about your product and can be traced back to results.',
  approach:
    'We start with your customer, not with a list of creators. Once we know who buys from you and where they spend time online, we shortlist creators on audience fit, engagement quality and past brand work, then check for fake followers and anything that could embarrass you. Every campaign has one clear goal, unique codes or tracked links for each creator, and a brief that gives them enough freedom to sound like themselves. When it ends, we tell you plainly what worked, what did not and whether it is worth doing again.',
  benefits: [
    'Reach customers through people they already trust',
    'Creators vetted for real audiences and brand fit',
    'Every post tracked with codes or links, so results are measurable',
    'Content you can reuse in ads, email and on your website',
    'Contracts that cover usage rights, disclosure and deadlines',
  ],
  process: [
    {
      title: 'Goal and audience',
      description: 'We agree one measurable goal for the campaign and define the customer we want to reach.',
    },
    {
      title: 'Creator research',
      description:
        'We build a shortlist of creators whose followers match that customer, and check their engagement and history.',
    },
    {
      title: 'Outreach and agreements',
      description:
        'We negotiate fees, deliverables and usage rights, and put everything in writing, including advertising disclosure.',
    },
    {
      title: 'Briefing',
      description:
        'Creators get a short brief with the key message, the must-haves and the things to avoid. The rest is up to them.',
    },
    {
      title: 'Launch and monitoring',
      description:
        'We review content before it goes live, track posts as they publish and deal with any problems quickly.',
    },
    {
      title: 'Report and recommendations',
      description:
        'You get a plain report on reach, clicks, codes used and sales, with a clear view on whether to repeat or change course.',
    },
  ],
  pricing: 'From £1,500/month, micro-influencer campaigns',
  timeline: '4–8 weeks',
  idealFor: [
    'Consumer brands launching a new product',
    'Independent food, drink and hospitality businesses',
    'Beauty, fitness and wellbeing brands',
    'E-commerce shops looking beyond paid ads',
    'Local businesses wanting to reach a North East audience',
  ],
  deliverables: [
    'Campaign goal and audience brief',
    'Vetted creator shortlist with audience data',
    'Creator contracts covering fees, usage rights and disclosure',
    'Creative brief for each creator',
    'Tracked links and discount codes',
    'Content approval and publishing schedule',
    'End-of-campaign performance report',
  ],
  faq: [
    {
      question: 'Why micro-influencers rather than big names?',
      answer:
        'Smaller creators tend to have closer relationships with their followers, and their audiences are easier to match to your customers. They are also far more affordable, so you can work with several and compare results. For most small and medium businesses, that is a better use of budget than one expensive post.',
    },
    {
      question: 'How do you make sure the posts follow advertising rules?',
      answer:
        'Every agreement requires clear disclosure in line with ASA and CMA guidance for influencer marketing, such as labelling posts as ads. We check content before and after it goes live. If something is not labelled properly, we get it fixed.',
    },
  ],
  metaTitle: 'Influencer Marketing Agency Newcastle | Clear North',
  metaDescription:
    'Micro-influencer campaigns for North East businesses. We find creators your customers trust, handle the contracts and track every post back to results.',
  keywords: [
    'influencer marketing Newcastle',
    'micro-influencer campaigns',
    'influencer marketing agency North East',
    'creator partnerships',
    'influencer outreach',
    'social media influencers UK',
  ],
};
