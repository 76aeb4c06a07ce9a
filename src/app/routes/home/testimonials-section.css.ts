import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: space.xxl,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.xl },
  },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  height: '100%',
  margin: 0,
  paddingTop: space.lg,
  borderTop: `2px solid ${color.text}`,
});

export const quote = style({ margin: 0 });

export const quoteText = style({
  fontSize: '1.1875rem',
  lineHeight: 1.5,
  letterSpacing: '-0.01em',
  selectors: {
    '&::before': { content: '"“"' },
    '&::after': { content: '"”"' },
  },
});

export const caption = style({ marginTop: 'auto', display: 'grid', fontSize: '0.9375rem' });

export const name = style({ fontWeight: 650 });

export const business = style({ color: color.textMuted });
