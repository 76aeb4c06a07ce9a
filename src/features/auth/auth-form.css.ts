import { globalStyle, style } from '@vanilla-extract/css';
import { color, radius, space } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: space.md });

/** A plain button that cannot be pressed while the form is being sent. */
export const plainDisabled = style({
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** A message beside a form: what happened, and what to do next. */
export const note = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  padding: space.md,
  background: color.surfaceSunken,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
});

globalStyle(`${note} p`, { margin: 0 });

/** The admin's sign-in on an admin page opened signed out. */
export const inPage = style({
  display: 'grid',
  gap: space.sm,
  maxWidth: '28rem',
  paddingBlockEnd: space.section,
});

export const inPageTitle = style({ margin: 0, fontSize: '1.5rem' });

globalStyle(`${inPage} > p`, { margin: 0 });

export const gateNotice = style({ margin: 0, paddingBlockEnd: space.section });
