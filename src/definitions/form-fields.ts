import { isEmailAddress } from './email';
import { cleanLine, cleanText } from './text';

/**
 * How a field's value is read: one line, many lines, an e-mail address, a
 * telephone number, or one of a list of choices.
 */
export type FieldKind = 'line' | 'lines' | 'email' | 'phone' | 'choice';

/** A field of a form and of the record it makes: its limits and the site's words for each problem. */
export interface FieldRule {
  kind: FieldKind;
  /** What the visitor sees beside the field and the admin beside its value. */
  label: string;
  /** The message when it is left empty; an optional field has none. */
  required?: string;
  min?: number;
  max?: number;
  /** The allowed values of a choice. */
  choices?: readonly string[];
  /** The value a choice's list offers for none of them ('Not sure yet'), recorded as none. */
  none?: string;
  /** The message for a value that is too short. */
  tooShort?: string;
  /** The message for a value that is not an address or a number. */
  invalid?: string;
}

/** A field's problem: PocketBase's code for it, and the site's message. */
export interface FieldProblem {
  code: string;
  message: string;
}

export type FieldRules = Readonly<Record<string, FieldRule>>;

/** What a form's check reads: its values cleaned, and its problems by field (none when it may be sent). */
export interface CheckedFields<Rules extends FieldRules> {
  values: { -readonly [Name in keyof Rules]: string };
  problems: { -readonly [Name in keyof Rules]?: FieldProblem };
}

/** PocketBase's own code for a value of each kind that is not well formed. */
const INVALID_CODES: Record<FieldKind, string> = {
  line: 'validation_invalid_format',
  lines: 'validation_invalid_format',
  email: 'validation_invalid_email',
  phone: 'validation_invalid_format',
  choice: 'validation_invalid_value',
};

/** A telephone number: digits with the spacing and punctuation people write them with. */
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

/** The names of a form's fields, in the order it defines them. */
export function fieldNames<Rules extends FieldRules>(rules: Rules): (keyof Rules & string)[] {
  return Object.keys(rules);
}

/** A form's fields and their rules, in the order it defines them. */
export function fieldRules<Rules extends FieldRules>(rules: Rules): [keyof Rules & string, FieldRule][] {
  return Object.entries(rules);
}

/** Any body as fields: an object's own properties, and none for null, an array, a string or a number. */
export function asFields(body: unknown): Readonly<Record<string, unknown>> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function cleaned(rule: FieldRule, value: unknown): string {
  if (rule.kind === 'lines') return cleanText(value);
  const line = cleanLine(value);
  return rule.kind === 'choice' && line === rule.none ? '' : line;
}

function isWellFormed(rule: FieldRule, value: string): boolean {
  if (rule.kind === 'email') return isEmailAddress(value);
  if (rule.kind === 'choice') return (rule.choices ?? []).includes(value);
  if (rule.kind !== 'phone') return true;
  const digits = value.replace(/[^0-9]/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

function problemOf(rule: FieldRule, value: string): FieldProblem | undefined {
  if (value === '') {
    return rule.required ? { code: 'validation_required', message: rule.required } : undefined;
  }
  if (rule.min !== undefined && value.length < rule.min) {
    return {
      code: 'validation_min_text_constraint',
      message: rule.tooShort ?? `${rule.label} must be at least ${rule.min} characters`,
    };
  }
  if (rule.max !== undefined && value.length > rule.max) {
    return {
      code: 'validation_max_text_constraint',
      message: `${rule.label} must be at most ${rule.max} characters`,
    };
  }
  if (!isWellFormed(rule, value)) {
    return {
      code: INVALID_CODES[rule.kind],
      message: rule.invalid ?? `Please enter a valid ${rule.label.toLowerCase()}`,
    };
  }
  return undefined;
}

/**
 * Reads a form's fields from any body, as every runtime does: each value
 * cleaned as it will be stored, then held to its rule. What is not one of
 * `rules` is left out.
 */
export function checkFields<Rules extends FieldRules>(rules: Rules, body: unknown): CheckedFields<Rules> {
  const fields = asFields(body);
  const values = {} as { -readonly [Name in keyof Rules]: string };
  const problems: { -readonly [Name in keyof Rules]?: FieldProblem } = {};
  for (const [name, rule] of fieldRules(rules)) {
    const value = cleaned(rule, fields[name]);
    values[name] = value;
    const problem = problemOf(rule, value);
    if (problem) problems[name] = problem;
  }
  return { values, problems };
}

/** The site's one e-mail address field, as every form asks for it. */
export const EMAIL_FIELD = {
  kind: 'email',
  label: 'Email',
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const satisfies FieldRule;

/** A record as it is sent and stored: each field cleaned, the empty ones left out; and its problems. */
export interface ReadRecord<Rules extends FieldRules> {
  record: { -readonly [Name in keyof Rules]?: string };
  problems: CheckedFields<Rules>['problems'];
}

/** Reads a record of `rules` from any body: cleaned, checked, and built as every runtime sends and stores it. */
export function readRecord<Rules extends FieldRules>(rules: Rules, body: unknown): ReadRecord<Rules> {
  const { values, problems } = checkFields(rules, body);
  const record: { -readonly [Name in keyof Rules]?: string } = {};
  for (const name of fieldNames(rules)) {
    if (values[name] !== '') record[name] = values[name];
  }
  return { record, problems };
}

/** The problems' messages by field, as a form shows them. */
export function messagesOf<Name extends string>(problems: { [Field in Name]?: FieldProblem }): Partial<
  Record<Name, string>
> {
  const messages: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(problems) as Name[]) {
    const problem = problems[name];
    if (problem) messages[name] = problem.message;
  }
  return messages;
}
