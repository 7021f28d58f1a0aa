/**
 * The Content-Security-Policy of the app's pages. Scripts come from the app's
 * own origin only, with no 'unsafe-eval': the forms' validators are compiled
 * at build time (npm run codegen writes ajv's standalone code), so nothing in
 * the browser compiles code at run time, and an injected script cannot run.
 *
 * style-src keeps 'unsafe-inline': Chakra UI styles through emotion, which
 * writes <style> rules into the page at run time. A nonce would have to be
 * minted per response, templated into index.html (served as a static file)
 * and handed to an emotion cache before the first render; for styles, which
 * cannot run code, that machinery buys little, so the policy allows inline
 * styles and keeps every script strict.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Thumbnails and previews of files picked for upload are blob: or data: URLs.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Pages get the policy; API answers and files are not documents that run scripts. */
export function needsPolicy(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}
