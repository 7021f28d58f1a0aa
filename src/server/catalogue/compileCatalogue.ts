import fastJsonStringify from 'fast-json-stringify';
import type { CallEntry } from './readCatalogue';
import { validatorCompiler } from '../validators';

/**
 * Compiles every schema of the catalogue the way the server will at start:
 * requests with the portal's ajv, answers with Fastify's serializer. A schema
 * the meta-schema accepts can still fail here (a regex escape ajv's unicode
 * mode refuses, say); this finds it before the server does.
 */
export function compileCatalogue(calls: CallEntry[]): string[] {
  const faults: string[] = [];
  for (const call of calls) {
    const parts = [['params', call.params], ['querystring', call.query], ['body', call.body]] as const;
    for (const [httpPart, schema] of parts) {
      if (!schema) continue;
      try {
        validatorCompiler({ schema, httpPart, method: call.method, url: call.path } as never);
      } catch (e) {
        faults.push(`${call.id} ${httpPart}: ${(e as Error).message}`);
      }
    }
    try {
      fastJsonStringify(call.response as never);
    } catch (e) {
      faults.push(`${call.id} response: ${(e as Error).message}`);
    }
  }
  return faults;
}
