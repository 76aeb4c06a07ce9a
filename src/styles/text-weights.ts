/**
 * The weights the site's text is set in: regular (400) to bold (700). The
 * site's cut of Inter keeps only this part of its weight axis
 * (src/tools/text-font.ts), a quarter smaller than all of it, and the
 * @font-face says so; a heavier weight asked for (bolder text inside bold
 * text) shows as bold.
 */
export const TEXT_WEIGHTS = { min: 400, max: 700 } as const;
