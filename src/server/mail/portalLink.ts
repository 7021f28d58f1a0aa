import type { FastifyRequest } from 'fastify';

/**
 * An address of the portal for a mailed link (the activation page): PORTAL_URL
 * when set (behind a proxy or under another name, so a forged Host header never
 * decides where a mailed link points), else the address the request came to.
 */
export function portalLink(request: FastifyRequest, path: string, query: Record<string, string>): string {
  const base = process.env.PORTAL_URL?.trim().replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}
