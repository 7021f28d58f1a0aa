import type { Handler } from './Handler';
import { toOpenApi } from '../catalogue/toOpenApi';

let cached: object | undefined;

export const docsHandlers: Record<string, Handler> = {
  // The catalogue is read once at start, so the document is built once too.
  'docs.openapi': async ({ request, version }) => (cached ??= toOpenApi(request.server.calls, version)),
};
