import { businessFacts } from '../content/business-facts.ts';
import { missingFacts, readBusinessFacts, type MissingFact } from '../content/business.ts';

type Env = Readonly<Record<string, string | undefined>>;

const FACTS_FILE = 'src/content/business-facts.ts';

/** The facts the agency has still to supply in its content. */
export const missingBusinessFacts = (): MissingFact[] => missingFacts(readBusinessFacts(businessFacts));

/** The facts still missing, one line each, the legal ones marked. */
export function launchChecklist(missing: readonly MissingFact[]): string {
  if (missing.length === 0) return '';
  const lines = missing.map((item) => `  [ ] ${item.legal ? '(legal) ' : ''}${item.what}: ${item.field}`);
  return `\nLaunch checklist: ${missing.length} fact${missing.length === 1 ? '' : 's'} still to supply in ${FACTS_FILE}\n${lines.join('\n')}\n`;
}

/** A site reached at an address of this machine is someone trying it, not the live site. */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host) || host.endsWith('.localhost');
}

/**
 * Prints the launch checklist, and says whether a release may go ahead: not
 * while a fact the law requires is missing, unless ALLOW_INCOMPLETE_LEGAL=1.
 */
export function checkLaunchFacts(
  env: Env,
  missing: readonly MissingFact[] = missingBusinessFacts(),
): { allowed: boolean; report: string } {
  const checklist = launchChecklist(missing);
  const legalMissing = missing.some((item) => item.legal);
  if (!legalMissing) return { allowed: true, report: checklist };
  if (env.ALLOW_INCOMPLETE_LEGAL === '1') {
    return {
      allowed: true,
      report: `${checklist}  Going ahead without the legal facts: ALLOW_INCOMPLETE_LEGAL=1.\n`,
    };
  }
  return {
    allowed: false,
    report: `${checklist}  Not released: a UK company's website must show the facts marked (legal). Supply them, or set ALLOW_INCOMPLETE_LEGAL=1 for a release that is not the public site.\n`,
  };
}
