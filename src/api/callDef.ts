/**
 * What the browser knows of one catalogue call (generated into
 * src/api/generated/registry.ts): what it takes to send it. Access rules and
 * grid sources are the server's; a body's schema comes with its form
 * (src/api/generated/bodies.ts).
 */
export interface CallDef {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** Failures are not reported to the user (default: reported). */
  readonly silent?: boolean;
  /** How the body is sent (default: json). */
  readonly contentType?: 'json' | 'form' | 'multipart';
  /** A multipart call's files: the largest file, how many, the media types their bytes may be (the server types them by content). */
  readonly upload?: { readonly maxFileBytes: number; readonly maxFiles: number; readonly types: readonly string[] };
}
