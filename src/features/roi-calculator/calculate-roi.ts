/** What the visitor types; NaN means the field is empty. */
export interface RoiInput {
  /** Monthly marketing spend, in pounds. */
  spend: number;
  leadsPerMonth: number;
  /** Lead-to-customer conversion rate, in percent (0-100). */
  conversionRate: number;
  /** What one customer pays, in pounds: once, or per month when a lifetime is given. */
  customerValue: number;
  /** The share of what a customer pays that is left once what was sold to them is paid for, in percent (0-100). */
  grossMargin: number;
  /** Optional: how many months a customer keeps paying; empty means a one-off sale. */
  lifetimeMonths: number;
}

export type RoiField = keyof RoiInput;
export type RoiErrors = Partial<Record<RoiField, string>>;

/** Whether the month's gross profit covers the spend: more than covers it, exactly, or not. */
export type RoiVerdict = 'profit' | 'break-even' | 'loss';

export interface RoiResult {
  customersPerMonth: number;
  /** What one customer pays over their lifetime (the value itself for one-off sales). */
  valuePerCustomer: number;
  /** Revenue from one month's new customers. */
  revenue: number;
  /** That revenue less the cost of what was sold: what is left to pay for the marketing. */
  grossProfit: number;
  /** (gross profit - spend) / spend, in percent. */
  roiPercent: number;
  /** Gross profit for each pound spent. */
  profitPerPound: number;
  verdict: RoiVerdict;
  /** Null when there are no leads to divide by. */
  costPerLead: number | null;
  /** Null when no lead becomes a customer. */
  costPerCustomer: number | null;
  /** Customers a month needed for their gross profit to cover the spend; null when a customer leaves no profit. */
  breakEvenCustomers: number | null;
}

export type RoiOutcome = { ok: true; result: RoiResult } | { ok: false; errors: RoiErrors };

/** The margin the calculator starts from: a middle figure for a business that does not know its own. */
export const DEFAULT_GROSS_MARGIN = 50;

export const ROI_MESSAGES = {
  spendEmpty: 'Enter your monthly marketing spend.',
  spendNegative: "Spend can't be negative.",
  spendZero: 'Enter a spend above £0: ROI compares what you earn with what you spend.',
  leadsEmpty: 'Enter how many leads you get in a month.',
  leadsNegative: "Leads can't be negative.",
  rateEmpty: 'Enter the share of leads that become customers.',
  rateNegative: "A conversion rate can't be negative.",
  rateTooHigh: "A conversion rate can't be more than 100%.",
  valueEmpty: 'Enter what an average customer is worth to you.',
  valueNegative: "Customer value can't be negative.",
  marginEmpty: `Enter your gross margin, or ${DEFAULT_GROSS_MARGIN}% if you are not sure.`,
  marginOutOfRange: 'A gross margin is between 0% and 100%.',
  lifetimeTooShort: 'Enter a lifetime of more than 0 months, or leave it empty for one-off sales.',
} as const;

const isEmpty = (value: number) => Number.isNaN(value);

/** Why each field cannot be used, if it cannot; an empty object when all can. */
function validateRoiInput(input: RoiInput): RoiErrors {
  const errors: RoiErrors = {};
  if (isEmpty(input.spend)) errors.spend = ROI_MESSAGES.spendEmpty;
  else if (input.spend < 0) errors.spend = ROI_MESSAGES.spendNegative;
  else if (input.spend === 0) errors.spend = ROI_MESSAGES.spendZero;

  if (isEmpty(input.leadsPerMonth)) errors.leadsPerMonth = ROI_MESSAGES.leadsEmpty;
  else if (input.leadsPerMonth < 0) errors.leadsPerMonth = ROI_MESSAGES.leadsNegative;

  if (isEmpty(input.conversionRate)) errors.conversionRate = ROI_MESSAGES.rateEmpty;
  else if (input.conversionRate < 0) errors.conversionRate = ROI_MESSAGES.rateNegative;
  else if (input.conversionRate > 100) errors.conversionRate = ROI_MESSAGES.rateTooHigh;

  if (isEmpty(input.customerValue)) errors.customerValue = ROI_MESSAGES.valueEmpty;
  else if (input.customerValue < 0) errors.customerValue = ROI_MESSAGES.valueNegative;

  if (isEmpty(input.grossMargin)) errors.grossMargin = ROI_MESSAGES.marginEmpty;
  else if (input.grossMargin < 0 || input.grossMargin > 100)
    errors.grossMargin = ROI_MESSAGES.marginOutOfRange;

  if (!isEmpty(input.lifetimeMonths) && input.lifetimeMonths <= 0)
    errors.lifetimeMonths = ROI_MESSAGES.lifetimeTooShort;
  return errors;
}

// Floating-point products such as 300 / 100 can land a hair off a whole number.
const EPSILON = 1e-9;

function verdictOf(grossProfit: number, spend: number): RoiVerdict {
  const difference = (grossProfit - spend) / spend;
  if (Math.abs(difference) < EPSILON) return 'break-even';
  return difference > 0 ? 'profit' : 'loss';
}

/**
 * The month's numbers from spend, leads, conversion, customer value and gross
 * margin; pure arithmetic. The return is worked from gross profit, not revenue,
 * as the ROI guide says: what a sale costs to deliver is not there to pay for marketing.
 */
export function calculateRoi(input: RoiInput): RoiOutcome {
  const errors = validateRoiInput(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const { spend, leadsPerMonth, conversionRate, customerValue, grossMargin, lifetimeMonths } = input;
  const customersPerMonth = leadsPerMonth * (conversionRate / 100);
  const valuePerCustomer = customerValue * (isEmpty(lifetimeMonths) ? 1 : lifetimeMonths);
  const revenue = customersPerMonth * valuePerCustomer;
  const grossProfit = revenue * (grossMargin / 100);
  const profitPerCustomer = valuePerCustomer * (grossMargin / 100);
  const verdict = verdictOf(grossProfit, spend);

  return {
    ok: true,
    result: {
      customersPerMonth,
      valuePerCustomer,
      revenue,
      grossProfit,
      roiPercent: verdict === 'break-even' ? 0 : ((grossProfit - spend) / spend) * 100,
      profitPerPound: grossProfit / spend,
      verdict,
      costPerLead: leadsPerMonth > 0 ? spend / leadsPerMonth : null,
      costPerCustomer: customersPerMonth > 0 ? spend / customersPerMonth : null,
      breakEvenCustomers: profitPerCustomer > 0 ? Math.ceil(spend / profitPerCustomer - EPSILON) : null,
    },
  };
}
