import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { color, space } from '@/styles/theme.css';
import { splitColumns } from './section.css';

export const row = style({
  display: 'grid',
  gap: space.lg,
  paddingTop: space.xl,
  borderTop: `1px solid ${color.border}`,
  '@media': {
    [media.desktop]: { gridTemplateColumns: splitColumns, gap: space.xxl, alignItems: 'start' },
  },
});

export const title = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: color.textMuted,
  '@media': { [media.desktop]: { paddingTop: space.xxs } },
});

export const body = style({ minWidth: 0 });
