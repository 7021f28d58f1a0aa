import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallEntry } from './catalogue/readCatalogue';

/**
 * robots.txt: the portal is a signed-in application; crawlers may read its sign-in
 * pages (the brands' logins, so a search finds the portal) and nothing else.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Allow: /$', 'Allow: /*/login', 'Disallow: /api/', 'Disallow: /*/pages/', 'Disallow: /st/', ''].join('\n');

export function registerSiteRoutes(app: FastifyInstance): void {
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT));
}

/**
 * The methods the catalogue declares for the path of a request no route answered,
 * so that a method the path does not have is a 405 with Allow (RFC 9110), not a 404.
 * Empty for a path the catalogue does not have at all.
 */
export function methodsOfPath(calls: CallEntry[]): (request: FastifyRequest) => string[] {
  const templates = calls.map((c) => ({ method: c.method, re: new RegExp(`^/api/${c.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`) }));
  return (request) => {
    const path = request.url.split('?')[0]!;
    const methods = new Set<string>(templates.filter((t) => t.re.test(path)).map((t) => t.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
