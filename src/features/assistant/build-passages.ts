import { about } from '@/content/about';
import { agency } from '@/content/agency';
import { businessDetails, vatNote, type BusinessFacts } from '@/content/business';
import { caseStudies } from '@/content/case-studies';
import { audiences, bookIntro, contactInfo, localMarket, whyContact } from '@/content/contact';
import { agencyIntro, areasServed, homeFaq, industriesServed, reasons } from '@/content/home';
import { postIndex } from '@/content/post-index';
import { blockText, inlineText } from '@/content/body-text';
import type { ListItemNode } from '@/content/post-types';
import { loadPostBody } from '@/content/posts';
import {
  clearTemplateIntro,
  localSeoChecklistIntro,
  newsletterIntro,
  unsubscribeIntro,
  type PageIntroText,
} from '@/content/page-intros';
import { commonQuestions, packages } from '@/content/pricing';
import { onYourDevice, pointText, privacyIntro, processorsText, whatWeKeep } from '@/content/privacy';
import { serviceCards } from '@/content/service-cards';
import { loadServiceDetails } from '@/content/service-details';
import { industries, whyChoose } from '@/content/services-page';
import type { FaqItem } from '@/content/types';
import { paths } from '@/lib/paths';
import type { Passage, PassageKind } from './passage';

/** The longest article passage: a section's opening, cut at a sentence end. */
const ARTICLE_PASSAGE_CHARS = 700;

function faqPassage(id: string, item: FaqItem, href: string, page: string): Passage {
  return { id, kind: 'faq', title: item.question, text: item.answer, href, page };
}

async function servicePassages(): Promise<Passage[]> {
  const passages: Passage[] = [];
  for (const card of serviceCards) {
    const details = await loadServiceDetails(card.id);
    const href = paths.service.href(card.id);
    const base = { href, page: card.title, subject: card.title };
    const add = (kind: PassageKind, title: string, text: string) =>
      passages.push({ ...base, id: `${card.id}:${kind}`, kind, title: `${card.title}: ${title}`, text });
    add('overview', card.subtitle, `${card.summary} ${details.description}`);
    add('price', 'Investment', details.pricing);
    add('timeline', 'Timeline', details.timeline);
    add(
      'process',
      'Our Process',
      details.process.map((step, index) => `${index + 1}. ${step.title}: ${step.description}`).join(' '),
    );
    add('fit', 'Perfect For', details.idealFor.join('; '));
    add('deliverables', "What You'll Receive", details.deliverables.join('; '));
    passages.push({
      ...base,
      id: `${card.id}:approach`,
      kind: 'overview',
      title: `Why Choose Our ${card.title}?`,
      text: details.approach,
    });
    details.faq.forEach((item, index) =>
      passages.push({
        ...faqPassage(`${card.id}:faq-${index}`, item, href, card.title),
        subject: card.title,
      }),
    );
  }
  passages.push({
    id: 'services:list',
    kind: 'overview',
    title: 'Services',
    text: serviceCards.map((card) => `${card.title}: ${card.summary}`).join(' '),
    href: paths.services.href(),
    page: 'Services',
    keywords: 'services',
  });
  return passages;
}

/** Said only once the agency has said whether it charges VAT; until then a VAT question is not answered. */
function vatPassages(facts: BusinessFacts, href: string, page: string): Passage[] {
  const text = vatNote(facts);
  return text
    ? [{ id: 'pricing:vat', kind: 'price', title: 'VAT', text, href, page, keywords: 'vat tax' }]
    : [];
}

function pricingPassages(facts: BusinessFacts): Passage[] {
  const href = paths.pricing.href();
  const page = 'Pricing';
  return [
    ...packages.map((item): Passage => ({
      id: `package:${item.name}`,
      kind: 'package',
      title: `${item.name}: ${item.price} ${item.period === 'one-time' ? 'one-time' : `per ${item.period}`}`,
      text: `${item.description} Includes: ${item.features.join('; ')}.`,
      href,
      page,
      subject: item.name,
      ...(item.popular ? { keywords: 'most popular' } : {}),
    })),
    {
      id: 'packages:all',
      kind: 'package',
      title: 'Our packages',
      text: packages.map((item) => `${item.name}: ${item.price} (${item.period})`).join('; '),
      href,
      page,
      keywords: 'compare cheapest difference monthly pay',
    },
    ...commonQuestions.map((item, index) => faqPassage(`pricing:faq-${index}`, item, href, page)),
    ...vatPassages(facts, href, page),
    {
      id: 'pricing:trust',
      kind: 'about',
      title: 'Why clients trust us',
      text: agency.trustFigures
        .map((figure) => `${figure.label}: ${figure.value} (${figure.description})`)
        .join('; '),
      href,
      page,
      keywords: 'reviews rating satisfaction track record',
    },
  ];
}

function homePassages(): Passage[] {
  const href = paths.home.href();
  const page = 'Home';
  return [
    ...homeFaq.map((item, index) => faqPassage(`home:faq-${index}`, item, href, page)),
    {
      id: 'home:intro',
      kind: 'about',
      title: agencyIntro.heading,
      text: agencyIntro.paragraphs[0] ?? '',
      href,
      page,
    },
    ...reasons.map((reason, index): Passage => ({
      id: `home:reason-${index}`,
      kind: 'about',
      title: reason.title,
      text: reason.text,
      href,
      page,
    })),
    {
      id: 'home:areas',
      kind: 'areas',
      title: 'Areas we serve',
      text: areasServed.join(', '),
      href,
      page,
    },
    {
      id: 'home:industries',
      kind: 'industries',
      title: 'Industries we work with',
      text: industriesServed.join(', '),
      href,
      page,
    },
  ];
}

function contactPassages(facts: BusinessFacts): Passage[] {
  const href = paths.contact.href();
  const page = 'Contact';
  return [
    {
      id: 'contact:hours',
      kind: 'hours',
      title: 'Business hours',
      text: contactInfo.hours,
      href,
      page,
    },
    {
      id: 'contact:details',
      kind: 'contact',
      title: 'Contact information',
      // The agency's own facts (a phone number, an address) only as far as it has given them.
      text: [
        `Email: ${contactInfo.email}.`,
        ...businessDetails(facts).map((detail) => `${detail.label}: ${detail.text}.`),
        `Location: ${contactInfo.location}. Service areas: ${contactInfo.serviceAreas}.`,
      ].join(' '),
      href,
      page,
      keywords: `based located office where${facts.phone ? ' phone telephone ring call' : ''}`,
    },
    {
      id: 'contact:why',
      kind: 'contact',
      title: whyContact.heading,
      text: whyContact.points.join(' '),
      href,
      page,
      keywords: 'reply respond answer quickly messages enquiries',
    },
    {
      id: 'contact:call',
      kind: 'contact',
      title: 'Book a call',
      text: bookIntro,
      href: paths.book.href(),
      page: 'Book a call',
      // Until the agency gives a phone number, the way to talk to the team is a booked call.
      keywords: `book call discovery meeting${facts.phone ? '' : ' phone telephone ring'}`,
    },
    {
      id: 'contact:areas',
      kind: 'areas',
      title: localMarket.heading,
      text: localMarket.text,
      href,
      page,
    },
    ...audiences.map((block, index): Passage => ({
      id: `contact:audience-${index}`,
      kind: 'fit',
      title: block.title,
      text: `${block.text} ${block.points.join('; ')}.`,
      href,
      page,
    })),
  ];
}

function otherPagePassages(): Passage[] {
  return [
    {
      id: 'services:industries',
      kind: 'industries',
      title: 'Industries we serve',
      text: industries.join(', '),
      href: paths.services.href(),
      page: 'Services',
    },
    ...whyChoose.points.map((point, index): Passage => ({
      id: `services:why-${index}`,
      kind: 'about',
      title: point.title,
      text: point.text,
      href: paths.services.href(),
      page: 'Services',
    })),
    {
      id: 'about:intro',
      kind: 'about',
      title: 'About Clear North',
      text: about.intro,
      href: paths.about.href(),
      page: 'About',
      keywords: 'who are you team founded history agency',
    },
    ...about.approach.paragraphs.map((text, index): Passage => ({
      id: `about:approach-${index}`,
      kind: 'about',
      title: about.approach.heading,
      text,
      href: paths.about.href(),
      page: 'About',
    })),
    // Only memberships the bodies have confirmed; none are claimed before that.
    ...(agency.memberships.length === 0
      ? []
      : [
          {
            id: 'about:memberships',
            kind: 'about',
            title: 'Certifications and memberships',
            text: agency.memberships.join(', '),
            href: paths.about.href(),
            page: 'About',
            keywords: 'certified certification partner accredited',
          } satisfies Passage,
        ]),
  ];
}

/** A page that is mostly its introduction: its lead under its heading, with words it is searched by. */
function introPassage(
  id: string,
  kind: PassageKind,
  intro: PageIntroText,
  href: string,
  keywords: string,
): Passage {
  return { id, kind, title: intro.title, text: intro.lead, href, page: intro.title, keywords };
}

function privacyPassages(facts: BusinessFacts): Passage[] {
  const href = paths.privacy.href();
  const page = privacyIntro.title;
  const sections = [whatWeKeep, onYourDevice];
  return [
    introPassage('privacy:intro', 'privacy', privacyIntro, href, 'trackers cookies'),
    ...sections.flatMap(({ heading, points }) =>
      points.map((point): Passage => ({
        id: `privacy:${point.title}`,
        kind: 'privacy',
        title: `${heading}: ${point.title.replace(/\.$/, '')}`,
        text: pointText(point),
        href,
        page,
      })),
    ),
    {
      id: 'privacy:device',
      kind: 'privacy',
      title: onYourDevice.heading,
      text: onYourDevice.closing,
      href,
      page,
    },
    {
      id: 'privacy:processors',
      kind: 'privacy',
      title: 'Who handles your data for us',
      text: processorsText(facts.processors),
      href,
      page,
      keywords: 'share sell third parties',
    },
  ];
}

function newsletterAndResourcePassages(): Passage[] {
  return [
    introPassage(
      'newsletter:subscribe',
      'newsletter',
      newsletterIntro,
      paths.newsletterSubscribe.href(),
      `${newsletterIntro.description} subscribe sign up join`,
    ),
    introPassage(
      'newsletter:unsubscribe',
      'newsletter',
      unsubscribeIntro,
      paths.newsletterUnsubscribe.href(),
      'unsubscribe stop emails opt out',
    ),
    introPassage(
      'resource:clear-template',
      'resource',
      clearTemplateIntro,
      paths.clearFrameworkTemplate.href(),
      clearTemplateIntro.description,
    ),
    introPassage(
      'resource:local-seo',
      'resource',
      localSeoChecklistIntro,
      paths.localSeoChecklist.href(),
      localSeoChecklistIntro.description,
    ),
  ];
}

function caseStudyPassages(): Passage[] {
  return caseStudies.map((study) => {
    const industry = study.industry[0] ?? '';
    const query = new URLSearchParams({ industry });
    return {
      id: `case:${study.id}`,
      kind: 'case-study',
      title: study.title,
      text: `${study.description} ${study.results}`,
      href: `${paths.businessExamples.href()}?${query.toString()}`,
      page: 'Business Examples',
      keywords: [...study.industry, ...study.businessType, ...study.product].join(' '),
    };
  });
}

/** An item reads as its title, a dash, then its text; a nested list is left to its own reading. */
function itemText(item: ListItemNode): string {
  return [item.title ? `${inlineText(item.title)} - ` : '', inlineText(item.children)].join('');
}

/** The start of a text, whole sentences only, up to a limit. */
function opening(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > 0 ? cut.slice(0, end + 1) : cut;
}

async function articlePassages(): Promise<Passage[]> {
  const passages: Passage[] = [];
  for (const post of postIndex) {
    const body = await loadPostBody(post.slug);
    const href = paths.article.href(post.slug);
    const keywords = `${post.category} ${post.tags.join(' ')}`;
    passages.push({
      id: `post:${post.slug}`,
      kind: 'article',
      title: post.title,
      text: post.excerpt,
      href,
      page: post.title,
      keywords,
    });
    let heading = '';
    let section: string[] = [];
    const flush = () => {
      const text = opening(section.join(' ').replace(/\s+/g, ' ').trim(), ARTICLE_PASSAGE_CHARS);
      if (heading && text) {
        passages.push({
          id: `post:${post.slug}:${passages.length}`,
          kind: 'article',
          title: `${post.title}: ${heading}`,
          text,
          href,
          page: post.title,
          keywords,
        });
      }
      section = [];
    };
    for (const block of body) {
      if (block.type === 'heading' && block.level === 2) {
        flush();
        heading = inlineText(block.children);
      } else section.push(blockText(block, itemText));
    }
    flush();
  }
  return passages;
}

/**
 * Every passage the assistant answers from, taken from the same typed content
 * the pages render, so its answers and the pages cannot disagree. The agency's
 * own facts are the site's unless others are given, as tests give them.
 */
export async function buildPassages(facts: BusinessFacts = agency.facts): Promise<Passage[]> {
  return [
    ...(await servicePassages()),
    ...pricingPassages(facts),
    ...homePassages(),
    ...contactPassages(facts),
    ...otherPagePassages(),
    ...privacyPassages(facts),
    ...newsletterAndResourcePassages(),
    ...caseStudyPassages(),
    ...(await articlePassages()),
  ];
}
