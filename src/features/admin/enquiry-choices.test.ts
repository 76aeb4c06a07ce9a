import { describe, expect, it } from 'vitest';
import { serviceCards } from '@/content/service-cards';
import { SERVICE_IDS } from '@/content/types';
import { INBOX_TOPICS } from './inbox/inbox-query';
import { ENQUIRY_SERVICES, ENQUIRY_TOPICS } from '@/lib/pocketbase/contract';

// The site's own typed lists beside the contract the server reads: a service
// or topic added, renamed or dropped on one side only fails here.
describe('the contract between the site and the server', () => {
  it('lists the services the site offers, in its order', () => {
    expect(ENQUIRY_SERVICES.map((service) => service.id)).toEqual([...SERVICE_IDS]);
  });

  it("names each service as the site's pages do", () => {
    for (const card of serviceCards) {
      expect(ENQUIRY_SERVICES.find((service) => service.id === card.id)?.name).toBe(card.title);
    }
  });

  it("lists the topics the admin's inbox filters by", () => {
    expect(ENQUIRY_TOPICS.map((topic) => topic.id)).toEqual([...INBOX_TOPICS]);
  });
});
