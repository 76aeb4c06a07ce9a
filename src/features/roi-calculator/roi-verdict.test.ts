import { describe, expect, it } from 'vitest';
import { calculateRoi, type RoiInput } from './calculate-roi';
import { verdict } from './roi-results';

const input: RoiInput = {
  spend: 2000,
  leadsPerMonth: 40,
  conversionRate: 10,
  customerValue: 600,
  grossMargin: 50,
  lifetimeMonths: NaN,
};

function verdictFor(changes: Partial<RoiInput>): string {
  const outcome = calculateRoi({ ...input, ...changes });
  if (!outcome.ok) throw new Error('Expected a result');
  return verdict(outcome.result);
}

describe('the verdict in words', () => {
  it('calls a revenue above the spend a loss when its gross profit is below it', () => {
    expect(verdictFor({})).toBe(
      'Every £1 you spend brings back £0.60 of gross profit. At these numbers the marketing costs more than it earns.',
    );
  });

  it('says break-even when gross profit equals the spend', () => {
    expect(verdictFor({ customerValue: 1000 })).toBe(
      'Every £1 you spend brings back £1.00 of gross profit. You are breaking even: the spend is covered and no more.',
    );
  });

  it('says the marketing pays for itself only when gross profit is above the spend', () => {
    expect(verdictFor({ customerValue: 1500 })).toBe(
      'Every £1 you spend brings back £1.50 of gross profit. At these numbers your marketing pays for itself.',
    );
  });
});
