/** form_{action}, e.g. form_abandon; content_{engagement}, e.g. content_share. */
export const formEvent = (action: string) => `form_${action}`;
export const contentEvent = (engagement: string) => `content_${engagement}`;

export type EventData = Record<string, unknown>;
