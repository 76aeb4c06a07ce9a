/** The field code of a link the server refuses: used already, out of date, or never issued. */
export const LINK_ERRORS = {
  used: 'validation_token_used',
  expired: 'validation_token_expired',
  invalid: 'validation_invalid_token',
} as const;
