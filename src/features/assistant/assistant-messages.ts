/** What the assistant says of itself; the greeting introduces it and asks how it can help. */
export const assistantText = {
  title: 'Clear North assistant',
  close: 'Close',
  greeting: "Hello, I'm the Clear North assistant. How can I help with your marketing needs today?",
  howItWorks: 'I answer from the pages of this site and link to them. Your questions are not stored.',
  suggestionsLabel: 'Suggested questions',
  suggestions: [
    'How much is SEO a month?',
    "What's in Focus Growth?",
    'Do you work with startups in Sunderland?',
    'Show me an example in retail',
  ],
  questionLabel: 'Your question',
  send: 'Send',
  askPerson: 'Talk to a person',
  askPersonQuestion: "I'd like to talk to a person",
  loading: 'Getting my answers ready…',
  unavailable: "Sorry, I can't load my answers right now. Please send the team a message instead.",
  source: 'Source:',
  sources: 'Sources:',
  more: 'More',
  enquiryUnknown: 'Ask the team (your question is filled in)',
  enquiryHandover: 'Send the team a message',
  emptyQuestion: 'Type a question first.',
  tooLong: 'Please keep your question under 500 characters.',
} as const;

/** Longer questions are refused with a message: a question, not an essay. */
export const MAX_QUESTION_LENGTH = 500;
