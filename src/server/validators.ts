import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { addPortalFormats } from '../shared/validation/formats';

function portalAjv(coerceTypes: boolean | 'array') {
  // multipleOfPrecision: 0.29 is a multiple of 0.01 here, as in the browser's validator, not a float error.
  const ajv = new Ajv({ allErrors: true, coerceTypes, useDefaults: true, removeAdditional: false, strict: false, multipleOfPrecision: 8 });
  addPortalFormats(ajv);
  return ajv;
}

// Query strings and path parameters arrive as text and are coerced to the
// schema's types; bodies are not: "12" is not a number in a JSON body, so the
// server refuses what the browser's form validator refuses.
const coercing = portalAjv('array');
const strict = portalAjv(false);

export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema);
