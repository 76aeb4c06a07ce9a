import { describe, expect, it } from 'vitest';
import { contactInfo, localMarket, whyContact } from './contact';
import { agencyIntro, closingCta, homeFaq, reasons, serviceBlocks } from './home';
import { commonQuestions, packages, pricingIntro } from './pricing';
import { serviceCards } from './service-cards';
import { loadServiceDetails } from './service-details';
import { whyChoose } from './services-page';
import { specPackagePrices, specServiceTable } from './spec-prices.test-helpers';
import type { ServiceId } from '@/definitions/services';

/** What a sentence may call each service, so a price can be tied to the service it is about. */
const serviceNames: Record<ServiceId, string[]> = {
  'influencer-marketing': ['influencer'],
  'web-funnel': ['web funnel', 'funnel'],
  'content-strategy': ['content strategy', 'content marketing'],
  'ppc-advertising': ['ppc', 'google ads', 'pay-per-click', 'paid search'],
  'social-media-ads': ['social media ads', 'social ads', 'social media advertising'],
  seo: ['seo', 'search engine optimisation'],
  'strategy-consulting': ['strategy consulting', 'consulting'],
  branding: ['branding', 'brand identity'],
};

type Subject = { service: ServiceId } | { package: string };

interface StatedPrice {
  where: string;
  sentence: string;
  figure: string;
  subject: Subject | undefined;
}

const PRICE = /£\d[\d,]*(?:\.\d+)?[kKmM+]*/g;

function figuresIn(text: string): string[] {
  return (text.match(PRICE) ?? []).map((figure) => figure.replace(/\+$/, ''));
}

/** The service or package named last before `index` in the sentence. */
function subjectBefore(sentence: string, index: number): Subject | undefined {
  const before = sentence.slice(0, index).toLowerCase();
  let best: { at: number; subject: Subject } | undefined;
  const consider = (at: number, subject: Subject) => {
    if (at >= 0 && (!best || at > best.at)) best = { at, subject };
  };
  for (const [service, names] of Object.entries(serviceNames) as Array<[ServiceId, string[]]>) {
    for (const name of names) consider(before.lastIndexOf(name), { service });
  }
  for (const name of Object.keys(specPackagePrices))
    consider(before.lastIndexOf(name.toLowerCase()), { package: name });
  return best?.subject;
}

/** Every £ figure in a text, with what it is the price of (the page's own service by default). */
function statedPrices(where: string, text: string, pageService?: ServiceId): StatedPrice[] {
  return text.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
    [...sentence.matchAll(PRICE)].map((match) => {
      const named = subjectBefore(sentence, match.index);
      const subject = named ?? (pageService ? { service: pageService } : undefined);
      return { where, sentence, figure: match[0].replace(/\+$/, ''), subject };
    }),
  );
}

function allowedFigures(subject: Subject): string[] {
  if ('package' in subject) return [specPackagePrices[subject.package] ?? ''];
  const row = specServiceTable.find(([id]) => id === subject.service);
  return figuresIn(row?.[1] ?? '');
}

const faqText = (items: Array<{ question: string; answer: string }>) =>
  items.map((item) => `${item.question} ${item.answer}`).join(' ');

async function everyStatedPrice(): Promise<StatedPrice[]> {
  const pages: Array<[where: string, text: string, service?: ServiceId]> = [
    ['home FAQ', faqText(homeFaq)],
    ['home', [...agencyIntro.paragraphs, ...serviceBlocks.map((b) => b.text), closingCta.text].join(' ')],
    ['home reasons', reasons.map((reason) => reason.text).join(' ')],
    ['pricing', pricingIntro.text],
    ['pricing questions', faqText(commonQuestions)],
    ['contact', [...whyContact.points, localMarket.text, ...Object.values(contactInfo)].join(' ')],
    ['services list', whyChoose.points.map((point) => point.text).join(' ')],
  ];
  for (const card of serviceCards) {
    const details = await loadServiceDetails(card.id);
    const text = [
      card.summary,
      details.description,
      details.approach,
      ...details.benefits,
      ...details.process.map((step) => step.description),
      ...details.idealFor,
      ...details.deliverables,
      faqText(details.faq),
      details.metaDescription,
    ].join(' ');
    pages.push(
      [`/services/${card.id}`, text, card.id],
      [`/services/${card.id} price`, details.pricing, card.id],
    );
  }
  return pages.flatMap(([where, text, service]) => statedPrices(where, text, service));
}

describe('every price the site states agrees with the price list', () => {
  it('finds the prices it checks (the home FAQ and the PPC page state some)', async () => {
    const stated = await everyStatedPrice();
    expect(stated.some((price) => price.where === 'home FAQ')).toBe(true);
    expect(stated.some((price) => price.where === '/services/ppc-advertising')).toBe(true);
  });

  it('each £ figure is part of the price of the service or package it is stated for', async () => {
    const wrong = (await everyStatedPrice())
      .filter((price) => !price.subject || !allowedFigures(price.subject).includes(price.figure))
      .map((price) => `${price.where}: ${price.figure} in "${price.sentence}"`);
    expect(wrong).toEqual([]);
  });

  it('each package card shows its spec price', () => {
    expect(Object.fromEntries(packages.map((item) => [item.name, item.price]))).toEqual(specPackagePrices);
  });
});
