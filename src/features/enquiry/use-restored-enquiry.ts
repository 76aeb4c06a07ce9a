import { useEffect, useRef } from 'react';
import type { EnquiryErrors, EnquiryValues } from '@/definitions/enquiry';
import { enquiryValuesOf } from './refused-enquiry';

/**
 * Puts a refused enquiry (kept in the outbox by its id) back into the form,
 * with the server's reasons as field errors, and forgets it there: from now
 * on the form holds the text.
 */
export function useRestoredEnquiry(
  restoreId: string | undefined,
  restore: (values: EnquiryValues, errors: EnquiryErrors) => void,
): void {
  const latest = useRef(restore);
  useEffect(() => {
    latest.current = restore;
  });

  useEffect(() => {
    if (!restoreId) return;
    // Taking the item is one transaction: a second run finds nothing, so the result is never dropped.
    void Promise.all([import('@/lib/outbox/outbox-db'), import('@/lib/outbox/refused')])
      .then(([{ outboxDb }, { takeRefused }]) => takeRefused(outboxDb(), restoreId))
      .then((item) => item && latest.current(enquiryValuesOf(item.body), item.fields))
      .catch((error: unknown) => console.error('Could not restore the message', error));
  }, [restoreId]);
}
