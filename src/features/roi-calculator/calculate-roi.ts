/** What the visitor types; NaN means the field is empty. */
export interface RoiInput {
  /** Monthly marketing spend, in pounds. */
  spend: number;
  leadsPerMonth: number;
  /** Lead-to-customer conversion rate, in percent (0–100). */
  conversionRate: number;
  /** What one customer brings in, in pounds: once, or per month when a lifetime is given. */
  customerValue: number;
  /** Optional: how many months a customer keeps paying; empty means a one-off sale. */
  lifetimeMonths: number;
}

export type RoiField = keyof RoiInput;
export type RoiErrors = Partial<Record<RoiField, string>>;

export interface RoiResult {
  customersPerMonth: number;
  /** What one customer is worth over their lifetime (the value itself for one-off sales). */
  valuePerCustomer: number;
  /** Revenue from one month's new customers. */
  revenue: number;
  /** (revenue − spend) ÷ spend, in percent. */
  roiPercent: number;
  /** Revenue for each pound spent. */
  returnPerPound: number;
  /** Null when there are no leads to divide by. */
  costPerLead: number | null;
  /** Null when no lead becomes a customer. */
  costPerCustomer: number | null;
  /** Customers a month needed to cover the spend; null when a customer brings in nothing. */
  breakEvenCustomers: number | null;
}

export type RoiOutcome = { ok: true; result: RoiResult } | { ok: false; errors: RoiErrors };

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

  if (!isEmpty(input.lifetimeMonths) && input.lifetimeMonths <= 0)
    errors.lifetimeMonths = ROI_MESSAGES.lifetimeTooShort;
  return errors;
}

// Floating-point products such as 300 / 100 can land a hair above a whole number.
const EPSILON = 1e-9;

/** The month's numbers from spend, leads, conversion and customer value; pure arithmetic. */
export function calculateRoi(input: RoiInput): RoiOutcome {
  const errors = validateRoiInput(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const { spend, leadsPerMonth, conversionRate, customerValue, lifetimeMonths } = input;
  const customersPerMonth = leadsPerMonth * (conversionRate / 100);
  const valuePerCustomer = customerValue * (isEmpty(lifetimeMonths) ? 1 : lifetimeMonths);
  const revenue = customersPerMonth * valuePerCustomer;

  return {
    ok: true,
    result: {
      customersPerMonth,
      valuePerCustomer,
      revenue,
      roiPercent: ((revenue - spend) / spend) * 100,
      returnPerPound: revenue / spend,
      costPerLead: leadsPerMonth > 0 ? spend / leadsPerMonth : null,
      costPerCustomer: customersPerMonth > 0 ? spend / customersPerMonth : null,
      breakEvenCustomers: valuePerCustomer > 0 ? Math.ceil(spend / valuePerCustomer - EPSILON) : null,
    },
  };
}
