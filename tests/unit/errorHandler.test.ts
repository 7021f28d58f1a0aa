import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { errorHandler } from '../../src/server/errorHandler';
import { AppError, errorCatalogue } from '../../src/server/errors';
import { errorShapeFault } from '../support/errorShape';
import { repoRoot } from '../support/testApp';

/** A Fastify app with the portal's error handler, whose routes fail as Fastify, plugins and bugs do. */
async function failing() {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  const thrown = (status: number | undefined, code?: string) => Object.assign(new Error('internal text /srv/app.ts:12 SELECT 1'), { statusCode: status, code });
  app.get('/bug', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'x')");
  });
  app.get('/plugin/:status', async (req) => {
    throw thrown(Number((req.params as { status: string }).status));
  });
  app.get('/fastify-body', async () => {
    throw thrown(400, 'FST_ERR_CTP_INVALID_CONTENT_LENGTH');
  });
  app.get('/coded', async () => {
    throw new AppError('COMPANY_IN_USE');
  });
  await app.ready();
  return app;
}

describe('every error answer carries its catalogue code', () => {
  it('codes what Fastify, plugins and bugs throw, by status, without their text', async () => {
    const app = await failing();
    const seen: Record<string, unknown> = {};
    for (const url of ['/bug', '/plugin/401', '/plugin/403', '/plugin/404', '/plugin/405', '/plugin/413', '/plugin/415', '/plugin/429', '/plugin/418', '/plugin/502', '/fastify-body', '/coded']) {
      const res = await app.inject({ method: 'GET', url });
      expect(errorShapeFault(res), `${url}: ${res.body}`).toBeNull();
      seen[url] = [res.statusCode, res.json().code];
    }
    expect(seen).toEqual({
      '/bug': [500, 'INTERNAL'],
      '/plugin/401': [401, 'UNAUTHENTICATED'],
      '/plugin/403': [403, 'FORBIDDEN'],
      '/plugin/404': [404, 'NOT_FOUND'],
      '/plugin/405': [405, 'METHOD_NOT_ALLOWED'],
      '/plugin/413': [413, 'BODY_TOO_LARGE'],
      '/plugin/415': [415, 'UNSUPPORTED_MEDIA_TYPE'],
      '/plugin/429': [429, 'TOO_MANY_REQUESTS'],
      '/plugin/418': [400, 'BAD_REQUEST'],
      '/plugin/502': [500, 'INTERNAL'],
      '/fastify-body': [400, 'MALFORMED_BODY'],
      '/coded': [409, 'COMPANY_IN_USE'],
    });
    await app.close();
  });

  it('keeps the catalogue sound: upper-case codes and error statuses (tests/unit/i18n checks each message has its French)', () => {
    for (const [code, { status }] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it('lists every code, its status and English detail in the README (shared contracts), and no other', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| (\d{3}) \| (.*) \|$/gm)].map((m) => [m[1], Number(m[2]), m[3]!.replace(/\\\|/g, '|')]);
    expect(listed).toEqual(Object.entries(errorCatalogue).map(([code, { status, message }]) => [code, status, message]));
  });
});
