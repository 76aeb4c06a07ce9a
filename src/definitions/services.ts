/** The eight services, by the id every link, form and record uses and the name the admin and mail give it. */
export const SERVICES = [
  { id: 'influencer-marketing', name: 'Influencer Marketing' },
  { id: 'web-funnel', name: 'Web Funnels' },
  { id: 'content-strategy', name: 'Content Strategy' },
  { id: 'ppc-advertising', name: 'PPC Advertising' },
  { id: 'social-media-ads', name: 'Social Media Ads' },
  { id: 'seo', name: 'SEO' },
  { id: 'strategy-consulting', name: 'Strategy Consulting' },
  { id: 'branding', name: 'Branding' },
] as const;

export type ServiceId = (typeof SERVICES)[number]['id'];

export const SERVICE_IDS: readonly ServiceId[] = SERVICES.map((service) => service.id);

/** What an enquiry asks for; none is a plain enquiry. */
export const TOPICS = [
  { id: 'enquiry', name: 'Enquiry' },
  { id: 'waitlist', name: 'Waitlist' },
  { id: 'discovery_call', name: 'Discovery call' },
] as const;

export type TopicId = (typeof TOPICS)[number]['id'];

export const TOPIC_IDS: readonly TopicId[] = TOPICS.map((topic) => topic.id);

/** The name of a service or topic id, or the id itself when it is none of them (a record from before a rename). */
export function nameOf(list: ReadonlyArray<{ id: string; name: string }>, id: string): string {
  return list.find((entry) => entry.id === id)?.name ?? id;
}
