/**
 * A business rule of 02-business.md §5 that JSON Schema cannot say (it spans
 * fields, needs today's date or a holiday list, or needs the spec's own
 * message). Rules are named in a request body schema (`x-rules`), so the
 * server applies them to every save and the browser's form applies the very
 * same definitions: one definition drives both.
 */
export type MessageValues = Record<string, string | number>;

/** One refusal: the JSON pointer of the field at fault and the spec's English message. */
export interface RuleFault {
  pointer: string;
  message: string;
  values?: MessageValues;
}

export interface RuleContext {
  /** Today in the portal's time zone (YYYY-MM-DD): the browser and the server agree on it. */
  today: string;
  /** Now in the portal's time zone (YYYY-MM-DD HH:mm), for rules counting hours ahead; the clock's when left out. */
  now?: string;
  /** The signed-in user, for rules comparing with it when the body does not name the user. */
  username?: string;
}

/** The object a rule sits on (the body, or one object inside it). */
export type Target = Record<string, unknown>;

/** An `x-rules` entry: the rule's name and its parameters. */
export interface RuleEntry {
  rule: string;
  [param: string]: unknown;
}

export interface RuleDefinition<P = any> {
  /** What the rule checks, for readers of the catalogue. */
  description: string;
  /** JSON Schema properties of the entry's parameters (besides `rule`); lint checks every entry against them. */
  params: Record<string, object>;
  required?: string[];
  /** Parameters whose values name fields of the target (one name or a list): lint checks they exist. */
  fields: string[];
  /** Pure: the faults of the target, pointers relative to it ('/pickup_date'). */
  check(target: Target, params: P, ctx: RuleContext): RuleFault[];
}

export function defineRule<P>(def: RuleDefinition<P>): RuleDefinition<P> {
  return def;
}

/** The pointer of a field of the target. */
export function at(...segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A text value worth checking: present and not empty (emptiness is `required`'s business). */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** JSON Schema of a parameter naming one field. */
export const FIELD = { type: 'string', minLength: 1 };
