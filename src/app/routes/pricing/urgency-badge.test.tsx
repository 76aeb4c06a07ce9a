import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readAgencySettings } from '@/content/agency-settings';
import { UrgencyBadge } from './urgency-badge';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the pricing page’s offer badge', () => {
  it('shows a configured offer with its real end date in UK time', () => {
    const { offer } = readAgencySettings({
      VITE_OFFER_TEXT: 'Free website audit with any package',
      VITE_OFFER_ENDS: '2026-07-31T22:59:00Z',
    });
    expect(text(renderToString(<UrgencyBadge offer={offer} />))).toBe(
      'Limited time Free website audit with any package Ends 31 July 2026 at 23:59 (UK time)',
    );
  });

  it('shows nothing without an offer, or with an offer that has no valid end', () => {
    expect(renderToString(<UrgencyBadge offer={undefined} />)).toBe('');
    const { offer } = readAgencySettings({ VITE_OFFER_TEXT: 'Free audit', VITE_OFFER_ENDS: 'soon' });
    expect(renderToString(<UrgencyBadge offer={offer} />)).toBe('');
  });
});
