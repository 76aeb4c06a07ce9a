import { afterEach, expect, it, vi } from 'vitest';
import { sendLazily } from '@/lib/outbox/send-lazily';
import { FORM_TRAPS } from '@/definitions/form-traps';
import { sentNames } from '@/lib/pocketbase/record-fields.test-helpers';
import { sendEnquiry } from './send-enquiry';

// The outbox is tested on its own (src/lib/outbox); here, only what goes into it.
vi.mock('@/lib/outbox/send-lazily', () => ({ sendLazily: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

it("sends an enquiry with everything filled in under exactly the contract's field names", async () => {
  vi.stubGlobal('window', { location: { pathname: '/contact' } });
  vi.mocked(sendLazily).mockResolvedValue({ kind: 'delivered' });
  await sendEnquiry(
    {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 191 123 4567',
      company: 'Analytical Engines Ltd',
      message: 'About our analytics.',
      service: 'seo',
      topic: 'discovery_call',
      package: 'Focus Growth',
    },
    { [FORM_TRAPS.honeypot]: '', [FORM_TRAPS.fillTime]: 4_000 },
  );
  const { body } = vi.mocked(sendLazily).mock.calls[0]![0];
  expect(Object.keys(body).sort()).toEqual(sentNames('enquiries'));
});
