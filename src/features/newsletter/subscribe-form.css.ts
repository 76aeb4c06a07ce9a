import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { space } from '@/styles/theme.css';

/** inline: field and button side by side (the footer, the newsletter page); popup: stacked, with Maybe Later. */
export const form = styleVariants({
  inline: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: space.sm },
  popup: { display: 'grid', gap: space.md },
});

export const inlineField = style({ flex: '1 1 14rem' });

/** Lines the button up with the input under the field's label. */
export const inlineSubmit = style({
  marginTop: '1.75rem',
  '@media': { [media.mobile]: { marginTop: 0 } },
});

/** On a line of its own under the field and its button. */
export const inlineNote = style({ flexBasis: '100%' });

export const popupActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
