import { describe, expect, it } from 'vitest';
import { businessFacts } from '@/content/business-facts';
import { readBusinessFacts } from '@/content/business';
import { assistantText } from '@/features/assistant/assistant-messages';
import { buildPassages } from '@/features/assistant/build-passages';
import { composeAnswer, type Turn } from '@/features/assistant/compose-answer';
import { createSearchIndex } from '@/features/assistant/search-passages';

/** Sentences as the answer says them: a full stop, question or exclamation mark before a space and a capital. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=["'£\d\p{Lu}])/u);

describe('the assistant composes a short answer from the best passage', async () => {
  const passages = await buildPassages();
  const index = createSearchIndex(passages);
  const ask = (question: string, previous?: Turn) => composeAnswer(question, index, passages, previous);
  const passageText = (id: string) => passages.find((passage) => passage.id === id)?.text ?? '';

  it('says it does not know who owns a website, rather than pasting two passages, and offers the team', () => {
    const answer = ask('Who owns the website after you build it?');
    expect(answer.status).toBe('unknown');
    expect(answer.lead).toMatch(/^Sorry, I don't know\./);
    expect(answer.blocks).toEqual([]);
    expect(answer.enquiryHref).toBe('/contact?message=Who+owns+the+website+after+you+build+it%3F');
  });

  it('quotes the privacy notice in its own words, whole sentences and never as a list', () => {
    const answer = ask('what happens to my email address if i send an enquiry');
    expect(answer.sources[0]?.href).toBe('/privacy');
    expect(passageText(answer.passageIds[0] ?? '')).toContain(answer.lead.replace(/\.$/, ''));
    expect(answer.lead).not.toContain(';');
  });

  it('gives no price for a price said with a word the site never uses ("plus VAT")', () => {
    const answer = ask('how much is ppc plus vat');
    expect(answer.status).toBe('unknown');
    expect(answer.lead).not.toContain('£');
  });

  it('answers a phone number the agency has not given with how to reach it: a booked call or a message', () => {
    for (const question of ['whats your telephone number', 'whats ur number', 'Can I ring you?']) {
      const answer = ask(question);
      expect(answer.lead, question).toBe(
        'Book a free 15-minute discovery call: choose a time that suits you on our booking page, or send us a message and we will reply to arrange one.',
      );
      expect(answer.sources, question).toEqual([{ title: 'Book a call', href: '/book' }]);
    }
  });

  it('does not say whether VAT is added until the agency has said, whatever the price asked', () => {
    for (const question of ['do you charge vat', 'is the seo price inc vat', 'how much is branding ex vat']) {
      const answer = ask(question);
      expect(answer.status, question).toBe('unknown');
      expect(answer.lead, question).not.toContain('£');
    }
  });

  it('says a service it does not list is not listed, names those it does, and offers the team', () => {
    const answer = ask('build me a website');
    expect(answer.status).toBe('unknown');
    expect(answer.lead).toMatch(/^Sorry, that isn't one of the services this site lists\. Those are /);
    for (const service of ['SEO', 'PPC Advertising', 'Web Funnels', 'Branding'])
      expect(answer.lead).toContain(service);
    expect(answer.sources).toEqual([{ title: 'Services', href: '/services' }]);
    expect(answer.enquiryHref).toBe('/contact?message=build+me+a+website');
  });

  it("answers how to unsubscribe with what unsubscribing does, not only the page's goodbye", () => {
    const answer = ask('how do I unsubscribe');
    expect(answer.lead).toBe('One press and our newsletter stops.');
    expect(answer.sources).toEqual([{ title: 'Unsubscribe', href: '/newsletter/unsubscribe' }]);
  });

  it('answers "Can I pay monthly?" with the monthly packages, not the page for existing businesses', () => {
    const answer = ask('Can I pay monthly?');
    expect(answer.lead).toBe('Our packages: Focus Growth: £2,497 (month); Scale Mastery: £4,997 (month).');
    expect(answer.lead).not.toContain('For existing businesses');
    expect(answer.sources).toEqual([{ title: 'Pricing', href: '/pricing' }]);
    expect(answer.blocks.map((block) => block.text)).toEqual([passageText('packages:all')]);
  });

  it('gives the SEO price and says web design is not covered, so there is no total', () => {
    const answer = ask('How much is SEO and web design together?');
    expect(answer.lead).toBe(
      "SEO investment: £1,500–£5,000/month. This site doesn't cover web design, so I can't give a total. The team can answer that part.",
    );
    expect(answer.sources).toEqual([{ title: 'SEO', href: '/services/seo' }]);
    expect(answer.enquiryHref).toBe('/contact?message=How+much+is+SEO+and+web+design+together%3F');
  });

  it('answers two listed services with both prices, and says the pages give no total', () => {
    const answer = ask('how much are seo and ppc together');
    expect(answer.lead).toContain('£1,500–£5,000/month');
    expect(answer.lead).toContain('£800/month management, plus a minimum ad spend of £2,000/month');
    expect(answer.lead).toContain("I can't give a total: the pages price each one on its own.");
    expect(answer.enquiryHref).toBeUndefined();
  });

  it('answers a price and a term, each from its own passage', () => {
    const answer = ask('How much is PPC and is there a minimum term?');
    expect(answer.lead).toContain('£800/month management, plus a minimum ad spend of £2,000/month');
    expect(answer.lead).toContain('PPC has a minimum term of 3 months');
    expect(answer.blocks).toHaveLength(2);
  });

  it('names the one industry asked about, once, not the whole list twice', () => {
    const answer = ask('Do you work with charities?');
    expect(answer.lead).toBe('Industries we work with include: Non-profit Organisations.');
    expect(answer.blocks).toHaveLength(1);
    expect(answer.sources).toHaveLength(1);
  });

  it('answers "Do you do TikTok ads?" with the sentence that says so, not the six steps of the process', () => {
    const answer = ask('Do you do TikTok ads?');
    expect(answer.lead).toBe(
      'Paid campaigns on Meta, LinkedIn and TikTok that reach the right people with a clear message, managed for leads and sales rather than likes.',
    );
    expect(answer.lead).not.toMatch(/\d\. /);
    expect(answer.sources).toEqual([{ title: 'Social Media Ads', href: '/services/social-media-ads' }]);
  });

  it('has no hospitality example to show, and says so rather than showing food and drink brands', () => {
    const answer = ask('Show me an example in hospitality');
    expect(answer.status).toBe('unknown');
    expect(answer.lead).not.toMatch(/Oatly|Innocent/);
    expect(answer.enquiryHref).toContain('/contact?message=');
  });

  it('hands over to a person with when they reply, and the previous question filled in', () => {
    const previous: Turn = { question: 'can you fix my boiler?', answer: ask('can you fix my boiler?') };
    const answer = ask(assistantText.askPersonQuestion, previous);
    expect(answer.status).toBe('handover');
    expect(answer.lead).toBe(
      'Of course. Send the team a message and a person will reply, or book a call. We reply within 2 hours during business hours, Monday to Friday.',
    );
    expect(answer.enquiryHref).toBe('/contact?message=can+you+fix+my+boiler%3F');
  });

  it.each(assistantText.suggestions)(
    'answers its own suggestion "%s" in one to three sentences',
    (question) => {
      const answer = ask(question);
      expect(answer.status).toBe('answered');
      expect(answer.enquiryHref).toBeUndefined();
      expect(sentencesOf(answer.lead).length).toBeLessThanOrEqual(3);
      expect(answer.sources.length).toBeGreaterThan(0);
      expect(answer.blocks.length).toBeGreaterThan(0);
    },
  );

  it('answers its suggestions with the figures their pages give', () => {
    const [price, focus, startups, example] = assistantText.suggestions.map((question) => ask(question).lead);
    expect(price).toBe('SEO investment: £1,500–£5,000/month.');
    expect(focus).toContain('8 content pieces per month');
    expect(startups).toMatch(
      /^Sunderland is one of the areas we serve\. Yes, startups are a big part of our work\./,
    );
    expect(example).toMatch(/Gymshark|Patagonia|Warby Parker/);
  });

  it('answers a UK town it does not list with the team working elsewhere in the UK, and a listed one as served', () => {
    const elsewhere = ask('do you take on clients in leeds');
    expect(elsewhere.status).toBe('answered');
    expect(elsewhere.lead).toContain('We also work with clients elsewhere in the UK');
    expect(elsewhere.sources[0]?.href).toBe('/contact');
    expect(ask('do you take on clients in hexham').lead).toContain('Hexham is one of the areas we serve.');
  });

  it('does not know whether the team does something only an article or a list of clients mentions', () => {
    for (const question of [
      'do you do plumbing',
      'do you do wedding photography',
      'are you hiring at the moment',
    ]) {
      const answer = ask(question);
      expect(answer.status, question).toBe('unknown');
      expect(answer.lead, question).toMatch(/^Sorry, I don't know\./);
    }
  });

  it('still answers what the team does when the answer names it', () => {
    expect(ask('can you make short videos for our ads').sources[0]?.href).toBe('/services/social-media-ads');
    expect(ask('do you help charities with their marketing').lead).toContain('Non-profit Organisations');
  });

  it('answers "how many" only with a number: no page gives a count of businesses helped', () => {
    expect(ask('how many businesses have you helped').status).toBe('unknown');
    expect(ask('how many weeks does a funnel take to build').lead).toContain('6–12 weeks');
  });

  it('takes "strategy" alone for Strategy Consulting, and "content strategy" for Content Strategy', () => {
    expect(ask('how long is the strategy project').lead).toContain('Strategy Consulting timeline: 4–6 weeks');
    expect(ask('how long is a content strategy').lead).toContain('Content Strategy timeline');
  });

  it('answers how long the agency has been going from when it was founded, not a service timeline', () => {
    const answer = ask('how long have you been trading');
    expect(answer.lead).toContain('2020');
    expect(answer.lead).not.toContain('timeline');
  });

  it('answers how soon someone replies with the reply time', () => {
    expect(ask('how quickly will you get back to me').lead).toContain('within 2 hours');
  });

  it('never says a figure the passages it comes from do not hold', () => {
    const questions = [
      'How much is SEO and web design together?',
      'Can I pay monthly?',
      'how much is branding and do you cover durham',
    ];
    for (const question of questions) {
      const answer = ask(question);
      const quoted = answer.blocks.map((block) => `${block.title} ${block.text}`).join(' ');
      for (const figure of answer.lead.match(/£[\d,]+|\d+(–\d+)?\s?(weeks|months|hours)/g) ?? [])
        expect(quoted, `${question}: ${figure}`).toContain(figure);
    }
  });
});

describe("the assistant answers from the agency's own facts once it has given them", async () => {
  const facts = readBusinessFacts({
    ...businessFacts,
    phone: '0191 496 0000',
    vatStatus: 'registered',
    vatNumber: 'GB123456789',
  });
  const passages = await buildPassages(facts);
  const index = createSearchIndex(passages);
  const ask = (question: string) => composeAnswer(question, index, passages);

  it('gives the phone number, however it is asked for, and not the email or the VAT number', () => {
    for (const question of [
      'what is your phone number',
      'whats ur number',
      'What number can I call you on?',
      'Can I ring you?',
    ]) {
      const answer = ask(question);
      expect(answer.lead, question).toBe('Phone: 0191 496 0000.');
      expect(answer.sources, question).toEqual([{ title: 'Contact', href: '/contact' }]);
    }
  });

  it("says whether VAT is added in the page's own sentence, not as a price", () => {
    expect(ask('do you charge VAT').lead).toBe('Prices exclude VAT, which is added at 20%.');
  });

  it('answers a price asked with or without VAT with the price and whether VAT is added', () => {
    for (const question of ['is the seo price inc vat', 'is the seo price inc. vat?', 'seo price ex vat']) {
      const answer = ask(question);
      expect(answer.lead, question).toBe(
        'SEO investment: £1,500–£5,000/month. Prices exclude VAT, which is added at 20%.',
      );
      expect(answer.passageIds, question).toEqual(['seo:price', 'pricing:vat']);
    }
  });

  it('says no VAT is charged when the agency is not registered', async () => {
    const unregistered = await buildPassages(
      readBusinessFacts({ ...businessFacts, vatStatus: 'not registered' }),
    );
    const answer = composeAnswer('do you charge vat', createSearchIndex(unregistered), unregistered);
    expect(answer.lead).toBe('No VAT is charged.');
  });
});
