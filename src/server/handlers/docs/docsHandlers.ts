import type { FamilyHandlers } from '../Handler';
import { toOpenApi } from '../../catalogue/toOpenApi';
import type { DocsOpenapiResponse } from '../../../shared/generated/types';

let cached: DocsOpenapiResponse | undefined;

export const docsHandlers: FamilyHandlers<'docs'> = {
  // The catalogue is read once at start, so the document is built once too.
  'docs.openapi': async ({ request, version }) => (cached ??= toOpenApi(request.server.calls, version)),
};
