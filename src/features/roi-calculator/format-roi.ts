const LOCALE = 'en-GB';

const wholePounds = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const poundsAndPence = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'GBP' });
const percent = new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** £2,400 for whole pounds, £33.33 otherwise. */
export function formatMoney(value: number): string {
  const pence = Math.round(value * 100);
  return pence % 100 === 0 ? wholePounds.format(pence / 100) : poundsAndPence.format(pence / 100);
}

/** Always with pence, for per-pound figures such as £1.20. */
export const formatPence = (value: number) => poundsAndPence.format(value);

export const formatPercent = (value: number) => percent.format(value);

export const formatCount = (value: number) => count.format(value);

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
