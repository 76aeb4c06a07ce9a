import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'Social platforms let you reach people by interest, job, location and behaviour, often before they have started searching. That makes them powerful for building demand, and easy to waste money on. We plan, create and manage paid social campaigns on Facebook, Instagram, LinkedIn and TikTok, choosing the platforms your customers actually use. Each campaign is built around a clear offer, creative that suits the platform and tracking that shows what it really delivers.',
  approach:
    'We start with the audience and the offer, then pick the platform, not the other way round. We set up the pixel and conversion tracking properly, then build campaigns that introduce you to new people and follow up with those who have already shown interest. Creative is tested in small batches so the budget moves towards what works. You get straightforward monthly reporting on cost per result, with the reasoning behind every change.',
  benefits: [
    'Reach people by interest, role and location',
    'Creative designed for each platform, not recycled',
    'Retargeting that brings back interested visitors',
    'Ongoing creative testing to lower cost per result',
    'Clear reporting on leads and sales, not just reach',
  ],
  process: [
    {
      title: 'Audience and offer',
      description:
        'We define who we are targeting and what we are asking them to do, and choose the right platforms.',
    },
    {
      title: 'Tracking setup',
      description:
        'We install and test the Meta pixel, LinkedIn Insight Tag or TikTok pixel and set up conversion events.',
    },
    {
      title: 'Creative development',
      description:
        'We write the copy and produce or brief the images and short videos, with several variations to test.',
    },
    {
      title: 'Campaign build',
      description:
        'We set up prospecting and retargeting campaigns with sensible budgets and audience exclusions.',
    },
    {
      title: 'Launch and testing',
      description:
        'We launch, watch the early data closely and shift budget towards the ads and audiences that perform.',
    },
    {
      title: 'Report and scale',
      description:
        'We report monthly on results and cost per result, and scale spend only where the numbers support it.',
    },
  ],
  pricing: '£1,200/month management, plus a minimum ad spend of £1,500/month',
  timeline: '3–4 weeks',
  idealFor: [
    'Consumer brands and e-commerce shops',
    'Restaurants, bars and hospitality venues',
    'B2B companies targeting decision-makers on LinkedIn',
    'Event organisers and venues',
    'Startups testing demand for a new product',
  ],
  deliverables: [
    'Audience research and platform recommendation',
    'Pixel and conversion tracking setup',
    'Ad copy and creative variations',
    'Prospecting and retargeting campaigns',
    'Ongoing creative testing',
    'Monthly performance report',
  ],
  faq: [
    {
      question: 'Which social platform should I advertise on?',
      answer:
        'The one your customers use and pay attention to. For most consumer businesses that is Facebook and Instagram, for B2B it is usually LinkedIn, and TikTok suits younger audiences and products that show well on video. We recommend a starting point in the first call and test before spreading budget wider.',
    },
    {
      question: 'Do you create the ad images and videos?',
      answer:
        'Yes. We write the copy and produce simple static and short-form video creative, or work with your existing photography and footage. For larger shoots we can brief a photographer or videographer on your behalf.',
    },
  ],
  metaTitle: 'Social Media Advertising Newcastle | Clear North',
  metaDescription:
    'Paid social campaigns on Facebook, Instagram, LinkedIn and TikTok for North East businesses. Clear offers, tested creative and reports focused on results.',
  keywords: [
    'social media advertising Newcastle',
    'Facebook ads agency North East',
    'Instagram advertising',
    'LinkedIn ads management',
    'TikTok ads',
    'paid social agency',
  ],
};
