import { describe, expect, it } from 'vitest';
import { calculateRoi, ROI_MESSAGES, type RoiInput, type RoiResult } from './calculate-roi';

const typical: RoiInput = {
  spend: 2000,
  leadsPerMonth: 40,
  conversionRate: 10,
  customerValue: 600,
  lifetimeMonths: NaN,
};

function resultOf(changes: Partial<RoiInput>): RoiResult {
  const outcome = calculateRoi({ ...typical, ...changes });
  if (!outcome.ok) throw new Error(`Expected a result, got ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

describe('calculateRoi', () => {
  it('works out a typical month', () => {
    expect(resultOf({})).toEqual({
      customersPerMonth: 4,
      valuePerCustomer: 600,
      revenue: 2400,
      roiPercent: 20,
      returnPerPound: 1.2,
      costPerLead: 50,
      costPerCustomer: 500,
      breakEvenCustomers: 4,
    });
  });

  it.each<[string, Partial<RoiInput>, Partial<RoiResult>]>([
    [
      'a lifetime multiplies what a customer is worth',
      { lifetimeMonths: 12 },
      { valuePerCustomer: 7200, revenue: 28800, roiPercent: 1340, breakEvenCustomers: 1 },
    ],
    [
      'a loss gives a negative ROI',
      { customerValue: 250 },
      { revenue: 1000, roiPercent: -50, returnPerPound: 0.5 },
    ],
    ['exact break-even is 0%', { customerValue: 500 }, { roiPercent: 0, breakEvenCustomers: 4 }],
    ['break-even rounds up to whole customers', { spend: 2001 }, { breakEvenCustomers: 4 }],
    [
      'break-even does not round up a whole number',
      { spend: 300, customerValue: 100 },
      { breakEvenCustomers: 3 },
    ],
    [
      'fractional customers are kept',
      { leadsPerMonth: 37, conversionRate: 7.5 },
      { customersPerMonth: 2.775 },
    ],
    [
      'no leads: no cost per lead or per customer',
      { leadsPerMonth: 0 },
      { customersPerMonth: 0, costPerLead: null, costPerCustomer: null, roiPercent: -100 },
    ],
    [
      'no conversions: no cost per customer',
      { conversionRate: 0 },
      { costPerLead: 50, costPerCustomer: null, revenue: 0 },
    ],
    ['every lead converts', { conversionRate: 100 }, { customersPerMonth: 40, costPerCustomer: 50 }],
    [
      'worthless customers never break even',
      { customerValue: 0 },
      { breakEvenCustomers: null, roiPercent: -100 },
    ],
  ])('%s', (_name, changes, expected) => {
    expect(resultOf(changes)).toMatchObject(expected);
  });

  it.each<[string, Partial<RoiInput>, Partial<Record<keyof RoiInput, string>>]>([
    ['empty spend', { spend: NaN }, { spend: ROI_MESSAGES.spendEmpty }],
    ['zero spend', { spend: 0 }, { spend: ROI_MESSAGES.spendZero }],
    ['negative spend', { spend: -100 }, { spend: ROI_MESSAGES.spendNegative }],
    ['empty leads', { leadsPerMonth: NaN }, { leadsPerMonth: ROI_MESSAGES.leadsEmpty }],
    ['negative leads', { leadsPerMonth: -1 }, { leadsPerMonth: ROI_MESSAGES.leadsNegative }],
    ['empty rate', { conversionRate: NaN }, { conversionRate: ROI_MESSAGES.rateEmpty }],
    ['negative rate', { conversionRate: -5 }, { conversionRate: ROI_MESSAGES.rateNegative }],
    ['rate above 100%', { conversionRate: 100.5 }, { conversionRate: ROI_MESSAGES.rateTooHigh }],
    ['empty value', { customerValue: NaN }, { customerValue: ROI_MESSAGES.valueEmpty }],
    ['negative value', { customerValue: -1 }, { customerValue: ROI_MESSAGES.valueNegative }],
    ['zero lifetime', { lifetimeMonths: 0 }, { lifetimeMonths: ROI_MESSAGES.lifetimeTooShort }],
    ['negative lifetime', { lifetimeMonths: -3 }, { lifetimeMonths: ROI_MESSAGES.lifetimeTooShort }],
    [
      'several problems at once',
      { spend: NaN, conversionRate: 120 },
      { spend: ROI_MESSAGES.spendEmpty, conversionRate: ROI_MESSAGES.rateTooHigh },
    ],
  ])('refuses %s', (_name, changes, errors) => {
    expect(calculateRoi({ ...typical, ...changes })).toEqual({ ok: false, errors });
  });
});
