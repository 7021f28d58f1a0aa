import type { FastifyRequest } from 'fastify';

/**
 * The portal's address for mailed links: PORTAL_URL when set (behind a proxy or under
 * another name, so a forged Host header never decides where a mailed link points), else
 * the address the request came to.
 */
export function portalBase(request: FastifyRequest): string {
  return process.env.PORTAL_URL?.trim().replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
}

/** An address of the portal for a mailed link (the activation page). */
export function portalLink(request: FastifyRequest, path: string, query: Record<string, string>): string {
  return `${portalBase(request)}${path}?${new URLSearchParams(query).toString()}`;
}
