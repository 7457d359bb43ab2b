import Fastify, { type FastifyPluginCallback } from 'fastify';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { accessPresets, applyAccessDefaults, withAccess } from '@/access/declaration';
import { checkAccessDeclarations } from '@/access/route-check';
import { buildTestApp } from '../../test/app';
import { pgliteEngine } from '../../test/engines';

describe('the start-up check of access declarations', () => {
  it('stops the real server when an API route declares no access, naming the route', async () => {
    const testDb = await pgliteEngine.open();
    const app = await buildTestApp(testDb.database);
    try {
      const undecided: FastifyPluginCallback = (api, _options, done) => {
        api.get('/undecided', () => ({ ok: true }));
        done();
      };
      await app.register(undecided, { prefix: '/api' });
      await expect(app.ready()).rejects.toThrow(/GET \/api\/undecided/);
    } finally {
      await app.close().catch(() => undefined);
      await testDb.dispose();
    }
  });

  it('layers a group’s defaults: an inner group over an outer one, the route over both', async () => {
    const app = Fastify();
    const declared = checkAccessDeclarations(app);
    const inner: FastifyPluginCallbackZod = (group, _options, done) => {
      group.get('/journeys', () => 'journeys');
      group.get('/steps', { config: { access: { token: 'steps' } } }, () => 'steps');
      done();
    };
    const outer: FastifyPluginAsyncZod = async (group) => {
      group.get('/me', () => 'me');
      await group.register(withAccess({ token: 'journeys' }, inner));
    };
    const open: FastifyPluginCallback = (group, _options, done) => {
      applyAccessDefaults(group, accessPresets.public);
      group.get('/health', () => 'ok');
      done();
    };
    await app.register(withAccess(accessPresets.account, outer), { prefix: '/api' });
    await app.register(open, { prefix: '/api' });
    await app.ready();
    const tokenOf = (url: string) =>
      declared().find((route) => route.url === url && route.method === 'GET')?.access.token;
    expect(tokenOf('/api/me')).toBe('none');
    expect(tokenOf('/api/journeys')).toBe('journeys');
    expect(tokenOf('/api/steps')).toBe('steps');
    expect(tokenOf('/api/health')).toBe('any');
    expect(declared().find((route) => route.url === '/api/journeys')?.access.caller).toBe(
      'signed-in',
    );
    await app.close();
  });

  it('refuses a partial declaration as undecided', async () => {
    const app = Fastify();
    checkAccessDeclarations(app);
    app.get('/api/half', { config: { access: { caller: 'anyone' } } }, () => 'half');
    await expect(app.ready()).rejects.toThrow(/GET \/api\/half/);
  });
});
