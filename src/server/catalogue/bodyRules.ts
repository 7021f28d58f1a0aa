import type { CallEntry } from './readCatalogue';
import type { Caller } from '../auth/Caller';
import { applyRules, ruleEntries } from '../../shared/rules/applyRules';
import { ruleCatalogue } from '../../shared/rules/ruleCatalogue';
import { validationError } from '../errors';

/**
 * The business rules a call's body names (`x-rules`), applied after the body
 * passed its schema and before the handler: the same definitions the browser's
 * form runs, so the server refuses exactly what a form would not send, with
 * the same pointers and messages. Undefined for a body without rules.
 */
export function bodyRuleCheck(call: CallEntry): ((body: unknown, caller: Caller | null, today: string) => void) | undefined {
  const entries = ruleEntries(call.body);
  if (!entries.length) return undefined;
  // A rule the code does not know is a broken catalogue: stop at start, not at the first request.
  for (const { entry } of entries) if (!ruleCatalogue[entry.rule]) throw new Error(`${call.id}: unknown rule ${entry.rule}`);
  return (body, caller, today) => {
    const faults = applyRules(call.body, body, { today, username: caller?.username });
    if (faults.length) throw validationError(faults);
  };
}
