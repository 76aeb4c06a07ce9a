/**
 * The one-page CLEAR plan, section by section, in the same words and order
 * as public/downloads/clear-framework-template.md, so the page and the
 * download never disagree.
 */
export type TemplateBlock =
  | { kind: 'note'; text: string }
  /** Questions with room to write. */
  | { kind: 'prompts'; items: string[] }
  /** Tick boxes with room for a note. */
  | { kind: 'checks'; items: string[] }
  /** A table to fill in: the first cell of each row, empty for blank rows. */
  | { kind: 'table'; caption: string; columns: string[]; rows: string[] };

export interface TemplateSection {
  letter: 'C' | 'L' | 'E' | 'A' | 'R';
  name: string;
  focus: string;
  blocks: TemplateBlock[];
}

export const HOW_TO_USE = [
  'Set aside two hours. Work through the five sections in order and write short answers, not essays.',
  'If a question does not apply, skip it. If you cannot answer one, that is usually the gap to fix first.',
  'Keep it to one page. If the plan will not fit, you are trying to do too much.',
  'Pin it somewhere you will see it, and come back to section R on the same day every month.',
];

export const TEMPLATE_FIELDS = ['Business', 'Completed by', 'Date'];

const blankRows = (count: number) => Array.from({ length: count }, () => '');

export const TEMPLATE_SECTIONS: TemplateSection[] = [
  {
    letter: 'C',
    name: 'Clarity',
    focus: 'one audience, one message',
    blocks: [
      {
        kind: 'prompts',
        items: [
          'Who is the one customer you most want more of? (Be specific: job, place, situation.)',
          'What problem do they have that you solve?',
          'What is your message in one sentence, in words they would use?',
          'Why should they choose you over the alternatives, including doing nothing?',
        ],
      },
      {
        kind: 'checks',
        items: [
          'My message has no jargon and could be read aloud to a customer',
          'I have written down who this plan is not for',
        ],
      },
    ],
  },
  {
    letter: 'L',
    name: 'Leverage',
    focus: 'the channels you already own',
    blocks: [
      { kind: 'note', text: 'Tick what you already have, and note how well it works today.' },
      {
        kind: 'checks',
        items: [
          'Website',
          'Google Business Profile',
          'Email list (how many people?)',
          'Social accounts (which one actually brings customers?)',
          'Existing customers and referrals',
          'Shop front, vans, packaging, invoices, email signatures',
        ],
      },
      {
        kind: 'prompts',
        items: [
          'The one or two channels I will focus on for the next three months',
          'Channels I will stop or pause',
        ],
      },
    ],
  },
  {
    letter: 'E',
    name: 'Evidence',
    focus: 'proof and measurement',
    blocks: [
      { kind: 'note', text: 'What proof do you have that you are good at what you do?' },
      {
        kind: 'checks',
        items: [
          'Reviews (where, how many?)',
          'Testimonials with names and permission',
          'Before-and-after examples or case studies',
          'Accreditations, awards, press',
        ],
      },
      {
        kind: 'table',
        caption: 'How will you know if marketing is working? Pick no more than three numbers.',
        columns: [
          'Measure (e.g. enquiries, sales, calls)',
          'Where I will find it',
          'Now',
          'Target in 3 months',
        ],
        rows: blankRows(3),
      },
      { kind: 'checks', items: ['Analytics is set up and counts enquiries or sales, not just visits'] },
    ],
  },
  {
    letter: 'A',
    name: 'Action',
    focus: 'one call to action per page',
    blocks: [
      {
        kind: 'prompts',
        items: ['What is the single action you want a new visitor to take? (Call, book, buy, enquire.)'],
      },
      {
        kind: 'table',
        caption: 'One call to action for each page or channel.',
        columns: ['Page or channel', 'The one call to action'],
        rows: ['Home page', 'Main service or product page', 'Google Business Profile', 'Email or social'],
      },
      {
        kind: 'checks',
        items: [
          'Each page has one main button or link, and it says exactly what happens next',
          'Someone outside the business has tried it on a phone',
        ],
      },
    ],
  },
  {
    letter: 'R',
    name: 'Refinement',
    focus: 'monthly review',
    blocks: [
      { kind: 'prompts', items: ['Date of monthly review (same day each month)'] },
      {
        kind: 'table',
        caption: 'What each monthly review found.',
        columns: ['Month', 'What worked', 'What did not', 'One change for next month'],
        rows: blankRows(3),
      },
      {
        kind: 'checks',
        items: [
          'Checked the three numbers from section E',
          'Removed or fixed one thing that is not earning its place',
          'Updated this page if the audience or message has changed',
        ],
      },
    ],
  },
];
