import type { TokenProblem } from './token-outcome';

/** What a refused reset link's visitor is told, above the form that asks for a new one. */
export const resetLinkProblems: Record<TokenProblem, string> = {
  expired: 'This reset link has expired. Ask for a new one below.',
  used: 'This reset link has already been used. Ask for a new one below.',
  invalid: 'This reset link has already been used or is not valid. Ask for a new one below.',
  offline: "We couldn't reach our server. Check your connection and try again.",
};
