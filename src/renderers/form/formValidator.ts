import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
// The precompiled validator alone: the package's index would also bring ajv's compiler into the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { findCall } from '../../api/findCall';
import { bodyModules } from '../../api/generated/bodies';
import { applyRules } from '../../shared/rules/applyRules';
import type { RuleContext } from '../../shared/rules/ruleTypes';
import { messageFor, type FieldMessage } from '../../shared/validation/messages';
import { isInputLocked, pathOfPointer, pathOfProperty } from './lockedInputs';

type Translate = (english: string, values?: Record<string, string | number>) => string;

/** A module codegen wrote for one body (src/api/generated/validators/{hash}.js). */
interface BodyModule {
  schema: RJSFSchema;
  default: ValidatorFunctions;
}

/**
 * The precompiled validators `npm run codegen` compiled from each body schema
 * (ajv standalone code, with the portal's formats), one module per distinct
 * body with the schema itself, loaded when a form opens. The browser compiles
 * no code: the portal runs under a Content-Security-Policy without 'unsafe-eval'.
 */
const modules = import.meta.glob<BodyModule>('../../api/generated/validators/*.js');

/** What a form needs of its call's body. */
export interface FormBody {
  callId: string;
  schema: RJSFSchema;
  validator: ValidatorType;
}

const loaded = new Map<string, Promise<FormBody | undefined>>();

/** The catalogue call id of 'METHOD path' ('POST claims' -> 'claims.create'). */
export function callIdOf(call: string): string | undefined {
  const [method = '', path = ''] = call.split(' ');
  return findCall(method, path)?.id;
}

/** The body schema and its precompiled validator of a call by id; undefined when the call takes no body. */
export function loadCallBody(callId: string): Promise<FormBody | undefined> {
  let body = loaded.get(callId);
  if (!body) {
    const module = bodyModules[callId];
    const load = module ? modules[`../../api/generated/validators/${module}.js`] : undefined;
    if (module && !load) return Promise.reject(new Error(`No precompiled validator for ${callId}: run npm run codegen`));
    body = load ? load().then((m) => ({ callId, schema: m.schema, validator: createPrecompiledValidator(m.default, m.schema) })) : Promise.resolve(undefined);
    body.catch(() => loaded.delete(callId));
    loaded.set(callId, body);
  }
  return body;
}

/** The body of a call named 'METHOD path' (undefined when it has none or there is no such call). */
export function loadFormBody(call: string): Promise<FormBody | undefined> {
  const callId = callIdOf(call);
  return callId ? loadCallBody(callId) : Promise.resolve(undefined);
}

/**
 * Each ajv error as the spec's message (02-business.md §5), translated: the
 * server sends the same English. Readonly and disabled inputs skip the rules:
 * the user could not fix them.
 */
export function makeTransformErrors(t: Translate): ErrorTransformer {
  return (errors, uiSchema) =>
    errors
      // An if/then's own error only repeats what its `then` already said on the field.
      .filter((e) => e.name !== 'if' && !isInputLocked(uiSchema, pathOfProperty(e.property)))
      .map((e) => {
        const { message, values } = messageFor({ keyword: e.name ?? '', instancePath: '', params: e.params ?? {} });
        const text = t(message, values);
        return { ...e, message: text, stack: `${e.property ?? ''} ${text}`.trim() };
      });
}

/** The business rules the body schema names (x-rules), as the server applies them, placed on their fields. */
export function makeCustomValidate(schema: RJSFSchema, t: Translate, context: () => RuleContext): CustomValidator {
  return (formData, errors, uiSchema) => {
    for (const fault of ruleFaults(schema, formData, context(), uiSchema)) {
      let node: any = errors;
      for (const key of pathOfPointer(fault.pointer)) node = node[key] ??= {};
      const text = t(fault.message, fault.values);
      if (typeof node.addError === 'function') node.addError(text);
      else (node.__errors ??= []).push(text);
    }
    return errors;
  };
}

/** The rule faults of form data, without those of locked (readonly or disabled) inputs. */
export function ruleFaults(schema: RJSFSchema, formData: unknown, context: RuleContext, uiSchema?: UiSchema): FieldMessage[] {
  return applyRules(schema, formData, context).filter((f) => !isInputLocked(uiSchema, pathOfPointer(f.pointer)));
}
