import { describe, expect, it } from 'vitest';
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
