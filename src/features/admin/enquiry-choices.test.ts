import { describe, expect, it } from 'vitest';
import { serviceCards } from '@/content/service-cards';
import { SERVICES } from '@/definitions/services';

// The services' pages and the enquiry's definition name each service once:
// a service renamed on one side only fails here.
describe("the admin's names for an enquiry's service", () => {
  it('are the names the services list and pages give them, in its order', () => {
    expect(serviceCards.map((card) => [card.id, card.title])).toEqual(
      SERVICES.map((service) => [service.id, service.name]),
    );
  });
});
