import { style } from '@vanilla-extract/css';
import { color, layout, space } from '@/styles/theme.css';

export const guide = style({ display: 'grid', gap: space.xl });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const howTo = style({ display: 'grid', gap: space.sm, maxWidth: layout.proseWidth });

export const title = style({ fontSize: 'clamp(1.5rem, 3vw, 2rem)' });

export const steps = style({ display: 'grid', gap: space.xs, paddingInlineStart: '1.25rem' });

export const more = style({ color: color.textMuted });

export const link = style({ fontWeight: 600 });
