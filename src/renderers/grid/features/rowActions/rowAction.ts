import type { Row } from '../../../dataProvider';
import { templateParams } from '../../../links';
import type { GridColumn } from '../../gridDefinition';

/** Notice after an action whose definition names no success text. */
export const ACTION_DONE = 'Done';
/** Notice when an action could not even be sent (a row without a value its call needs). */
export const ACTION_FAILED = 'The action could not be done';

const WHOLE = /^\{(\w+)\}$/;

/** A row value a template needs; a missing one refuses the action rather than sending a hole. */
function valueOf(row: Row, field: string, where: string): unknown {
  const v = row[field];
  if (v === undefined || v === null) throw new Error(`Missing value ${field} for ${where}`);
  return v;
}

/** The action cell is shown on this row: the row matches the column's condition, if any. */
export function offersAction(c: GridColumn, row: Row): boolean {
  const cond = c.condition;
  if (!cond) return true;
  const v = row[cond.field] as string | number | boolean;
  if (cond.in && !cond.in.includes(v)) return false;
  if (cond.notIn && cond.notIn.includes(v)) return false;
  return true;
}

/**
 * The call's body from its template: '{field}' alone is the row's value with
 * its own type (a number stays a number, a boolean a boolean), a string with
 * {field}s inside is filled as text, anything else is sent as written.
 */
export function actionBody(template: Record<string, unknown>, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, t] of Object.entries(template)) {
    if (typeof t !== 'string') out[key] = t;
    else {
      const whole = WHOLE.exec(t);
      out[key] = whole ? valueOf(row, whole[1]!, key) : t.replace(/\{(\w+)\}/g, (_, f: string) => String(valueOf(row, f, key)));
    }
  }
  return out;
}

/** The path parameters of the call ('DELETE users/user/{id}') from the row. */
export function actionParams(call: string, row: Row): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const name of templateParams(call)) out[name] = valueOf(row, name, call) as string | number;
  return out;
}
