const LOCALE = 'en-GB';

/** From a million, figures are written short (£1.2m, £3bn), so a huge spend still fits its card. */
const COMPACT_FROM = 1_000_000;
/** Past what 'tn' can say in a few characters, powers of ten (£1E18). */
const SCIENTIFIC_FROM = 1e15;

const short = (options: Intl.NumberFormatOptions) => ({
  compact: new Intl.NumberFormat(LOCALE, {
    ...options,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }),
  scientific: new Intl.NumberFormat(LOCALE, {
    ...options,
    notation: 'scientific',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }),
});

/** The exact figure below a million, a short one above. */
function fitting(value: number, exact: (value: number) => string, formats: ReturnType<typeof short>): string {
  const size = Math.abs(value);
  if (size >= SCIENTIFIC_FROM) return formats.scientific.format(value);
  if (size >= COMPACT_FROM) return formats.compact.format(value);
  return exact(value);
}

const POUNDS: Intl.NumberFormatOptions = { style: 'currency', currency: 'GBP' };
const PERCENT: Intl.NumberFormatOptions = { style: 'unit', unit: 'percent' };

const wholePounds = new Intl.NumberFormat(LOCALE, { ...POUNDS, maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat(LOCALE, POUNDS);
const percent = new Intl.NumberFormat(LOCALE, { ...PERCENT, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const shortPounds = short(POUNDS);
const shortPercent = short(PERCENT);
const shortCount = short({});

/** £2,400 for whole pounds, £33.33 otherwise, £1.2m from a million. */
export function formatMoney(value: number): string {
  return fitting(
    value,
    (exact) => {
      const pence = Math.round(exact * 100);
      return pence % 100 === 0 ? wholePounds.format(pence / 100) : poundsAndPence.format(pence / 100);
    },
    shortPounds,
  );
}

/** Always with pence, for per-pound figures such as £1.20. */
export const formatPence = (value: number) =>
  fitting(value, (exact) => poundsAndPence.format(exact), shortPounds);

export const formatPercent = (value: number) =>
  fitting(value, (exact) => percent.format(exact), shortPercent);

export const formatCount = (value: number) => fitting(value, (exact) => count.format(exact), shortCount);

/** How the fields show what is typed: pounds (pence allowed), percentages and months. */
export const MONEY_INPUT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
};
export const PERCENT_INPUT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'percent',
  maximumFractionDigits: 2,
};
export const COUNT_INPUT: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
