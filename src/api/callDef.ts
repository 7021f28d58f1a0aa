/** What the browser knows of one catalogue call (generated into src/api/generated/registry.ts). */
export interface CallDef {
  readonly id: string;
  readonly family: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly silent: boolean;
  readonly contentType: 'json' | 'form' | 'multipart';
  readonly access: 'public' | 'signed-in' | { readonly cmids: readonly string[] } | { readonly cmidParam: string; readonly subScreens?: boolean };
  readonly grid?: { readonly source?: string };
  readonly planned?: boolean;
  readonly download?: boolean;
  readonly body?: object;
}
