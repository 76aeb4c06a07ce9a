import type { ServiceDetails } from '../types';

export const details: ServiceDetails = {
  description:
    'A brand is more than a logo. It is what people understand about your business, how quickly they understand it, and whether they remember it. We help new and established businesses define what they stand for, say it clearly and express it through a visual identity and tone of voice that work everywhere, from your website to your van. The result is a brand that is simple, distinctive and easy for your team to use consistently.',
  approach:
    'We start with strategy, not sketches. Research and workshops establish who you serve, what makes you different and how you want to be seen. From there we develop the positioning and messaging, then the visual identity: logo, colour, typography and imagery. We present a small number of well-reasoned directions rather than dozens of options, refine the chosen one with you and finish with clear guidelines and ready-to-use files.',
  benefits: [
    'A clear position that sets you apart from competitors',
    'A visual identity that works in print and on screen',
    'A tone of voice your whole team can use',
    'Consistent materials that build recognition over time',
    'Guidelines that make briefing designers and suppliers easier',
  ],
  process: [
    {
      title: 'Research',
      description:
        'We review your market, competitors and customers, and interview key people in your business.',
    },
    {
      title: 'Brand workshop',
      description:
        'A working session to define your purpose, audience, personality and what makes you different.',
    },
    {
      title: 'Positioning and messaging',
      description: 'We write your positioning statement, key messages and tone of voice for your approval.',
    },
    {
      title: 'Identity design',
      description: 'We develop two or three visual directions, each explained and shown in realistic use.',
    },
    {
      title: 'Refinement',
      description:
        'We refine the chosen direction with you until it works across every application you need.',
    },
    {
      title: 'Guidelines and handover',
      description:
        'You receive brand guidelines, a full set of logo and asset files, and templates for everyday use.',
    },
  ],
  pricing: '£5,000–£25,000',
  timeline: '8–12 weeks',
  idealFor: [
    'Startups preparing to launch',
    'Established businesses that have outgrown their brand',
    'Companies after a merger or change of direction',
    'Professional services firms wanting to stand apart',
    'Businesses expanding beyond the North East',
  ],
  deliverables: [
    'Brand research and competitor review',
    'Positioning statement and key messages',
    'Tone of voice guidelines',
    'Logo and visual identity system',
    'Colour palette and typography',
    'Brand guidelines document',
    'Logo and asset files in all required formats',
    'Templates for social media, documents and presentations',
  ],
  faq: [
    {
      question: 'Do you offer naming?',
      answer:
        'Yes, as part of a wider branding project. We develop a shortlist of names based on your positioning and run initial checks for domain availability and obvious conflicts. We always recommend taking formal legal advice on trade marks before you commit.',
    },
    {
      question: 'We already have a logo. Can you work with it?',
      answer:
        'Often, yes. If your logo still works, we can refresh it and build a stronger identity and message around it rather than starting again. We will give you an honest view in the first stages of the project.',
    },
  ],
  metaTitle: 'Branding Agency Newcastle | Clear North',
  metaDescription:
    'Brand strategy, visual identity and tone of voice for businesses in Newcastle and the North East. Simple, distinctive brands your team can use consistently.',
  keywords: [
    'branding agency Newcastle',
    'brand identity design North East',
    'brand strategy',
    'logo design Newcastle',
    'tone of voice',
    'rebranding services',
  ],
};
