import { findCall } from './findCall';
import { bodyFields } from './generated/bodyFields';

/**
 * The fields the body of a call named 'METHOD path' declares, or undefined
 * when the call takes no body. A list of names (generated), not the schema:
 * the schemas load with a form (src/api/generated/bodies.ts).
 */
export function bodyFieldsOf(call: string): readonly string[] | undefined {
  const [method = '', path = ''] = call.split(' ');
  const id = findCall(method, path)?.id;
  return id ? bodyFields[id] : undefined;
}
