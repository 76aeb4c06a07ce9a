import { describe, expect, it } from 'vitest';
import {
  calculateRoi,
  DEFAULT_GROSS_MARGIN,
  ROI_MESSAGES,
  type RoiInput,
  type RoiResult,
} from './calculate-roi';

const typical: RoiInput = {
  spend: 2000,
  leadsPerMonth: 40,
  conversionRate: 10,
  customerValue: 600,
  grossMargin: DEFAULT_GROSS_MARGIN,
  lifetimeMonths: NaN,
};

function resultOf(changes: Partial<RoiInput>): RoiResult {
  const outcome = calculateRoi({ ...typical, ...changes });
  if (!outcome.ok) throw new Error(`Expected a result, got ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

describe('calculateRoi', () => {
  it('works out a typical month from gross profit, not revenue', () => {
    expect(resultOf({})).toEqual({
      customersPerMonth: 4,
      valuePerCustomer: 600,
      revenue: 2400,
      grossProfit: 1200,
      roiPercent: -40,
      profitPerPound: 0.6,
      verdict: 'loss',
      costPerLead: 50,
      costPerCustomer: 500,
      breakEvenCustomers: 7,
    });
  });

  it('starts from a 50% margin', () => {
    expect(DEFAULT_GROSS_MARGIN).toBe(50);
  });

  it.each<[string, Partial<RoiInput>, Partial<RoiResult>]>([
    [
      'revenue that covers the spend can still lose money once the cost of sales is paid',
      { customerValue: 750 },
      { revenue: 3000, grossProfit: 1500, roiPercent: -25, verdict: 'loss' },
    ],
    [
      'a gross profit above the spend is a profit',
      { customerValue: 1500 },
      { grossProfit: 3000, roiPercent: 50, profitPerPound: 1.5, verdict: 'profit', breakEvenCustomers: 3 },
    ],
    [
      'a gross profit equal to the spend breaks even',
      { customerValue: 1000 },
      { grossProfit: 2000, roiPercent: 0, verdict: 'break-even', breakEvenCustomers: 4 },
    ],
    [
      'break-even survives floating-point arithmetic',
      { spend: 300, leadsPerMonth: 10, conversionRate: 30, customerValue: 100, grossMargin: 100 },
      { roiPercent: 0, verdict: 'break-even', breakEvenCustomers: 3 },
    ],
    [
      'a 100% margin treats revenue as profit',
      { grossMargin: 100 },
      { grossProfit: 2400, roiPercent: 20, verdict: 'profit', breakEvenCustomers: 4 },
    ],
    [
      'a lifetime multiplies what a customer is worth',
      { lifetimeMonths: 12 },
      { valuePerCustomer: 7200, revenue: 28800, grossProfit: 14400, roiPercent: 620, breakEvenCustomers: 1 },
    ],
    ['break-even rounds up to whole customers', { spend: 2001 }, { breakEvenCustomers: 7 }],
    [
      'fractional customers are kept',
      { leadsPerMonth: 37, conversionRate: 7.5 },
      { customersPerMonth: 2.775 },
    ],
    [
      'no leads: no cost per lead or per customer',
      { leadsPerMonth: 0 },
      { customersPerMonth: 0, costPerLead: null, costPerCustomer: null, roiPercent: -100, verdict: 'loss' },
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
      { breakEvenCustomers: null, roiPercent: -100, verdict: 'loss' },
    ],
    [
      'a zero margin leaves nothing to cover the spend',
      { grossMargin: 0 },
      { grossProfit: 0, breakEvenCustomers: null, roiPercent: -100, verdict: 'loss' },
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
    ['empty margin', { grossMargin: NaN }, { grossMargin: ROI_MESSAGES.marginEmpty }],
    ['negative margin', { grossMargin: -10 }, { grossMargin: ROI_MESSAGES.marginOutOfRange }],
    ['margin above 100%', { grossMargin: 120 }, { grossMargin: ROI_MESSAGES.marginOutOfRange }],
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
