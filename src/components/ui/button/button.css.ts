import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { color, radius } from '@/styles/theme.css';

/** Variants default, destructive, outline, secondary, ghost, link; sizes default, sm, lg, icon. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5em',
    border: '1px solid transparent',
    borderRadius: radius.pill,
    fontWeight: 600,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition:
      'background-color 150ms ease, color 150ms ease, border-color 150ms ease, transform 150ms ease',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-focus-visible]': { outline: `3px solid ${color.focusRing}`, outlineOffset: 2 },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      default: {
        background: color.accent,
        color: color.onAccent,
        selectors: { '&[data-hovered]': { background: color.accentHover } },
      },
      destructive: {
        background: color.danger,
        color: color.onDanger,
        selectors: { '&[data-hovered]': { filter: 'brightness(0.92)' } },
      },
      outline: {
        background: 'transparent',
        color: color.text,
        borderColor: color.borderStrong,
        selectors: { '&[data-hovered]': { borderColor: color.text, background: color.surfaceSunken } },
      },
      secondary: {
        background: color.text,
        color: color.surface,
        selectors: { '&[data-hovered]': { opacity: 0.88 } },
      },
      ghost: {
        background: 'transparent',
        color: color.text,
        selectors: { '&[data-hovered]': { background: color.surfaceSunken } },
      },
      link: {
        background: 'transparent',
        color: color.link,
        borderRadius: 0,
        paddingInline: '0 !important',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&[data-hovered]': { textDecorationThickness: 2 } },
      },
    },
    size: {
      default: { minHeight: '2.75rem', paddingInline: '1.25rem', fontSize: '0.9375rem' },
      sm: { minHeight: '2.25rem', paddingInline: '0.875rem', fontSize: '0.875rem' },
      lg: { minHeight: '3.25rem', paddingInline: '1.75rem', fontSize: '1.0625rem' },
      icon: { width: '2.75rem', height: '2.75rem', padding: 0, flexShrink: 0 },
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
