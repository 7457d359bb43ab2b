import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '@/capabilities/idempotency/plugin';
import { isCreatingPost } from '@/capabilities/idempotency/route-check';
import { buildTestApp } from '../../../test/app';
import { pgliteEngine } from '../../../test/engines';

const created = { 201: { type: 'object' } };

describe('the start-up check of idempotent routes', () => {
  it('stops the server when a POST answering 201 does not declare config.idempotent, naming it', async () => {
    const app = Fastify();
    await app.register(idempotencyKeys, { secret: 'test-secret' });
    app.post('/api/widgets', { schema: { response: created } }, () => ({}));
    app.post('/api/exports', { schema: { response: { 202: { type: 'object' } } } }, () => ({}));
    await expect(app.ready()).rejects.toThrow(
      /without config\.idempotent: POST \/api\/widgets, POST \/api\/exports/,
    );
  });

  it('lets a declared creating POST, and a POST that creates nothing, through', async () => {
    const app = Fastify();
    await app.register(idempotencyKeys, { secret: 'test-secret' });
    app.post(
      '/api/widgets',
      { config: { idempotent: true }, schema: { response: created } },
      () => ({}),
    );
    app.post(
      '/api/widgets/:id/archive',
      { schema: { response: { 200: { type: 'object' } } } },
      () => ({}),
    );
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('tells a creating POST by its declared answers', () => {
    expect(isCreatingPost({ method: 'POST', schema: { response: created } })).toBe(true);
    expect(isCreatingPost({ method: ['POST'], schema: { response: { 202: {} } } })).toBe(true);
    expect(isCreatingPost({ method: 'PUT', schema: { response: created } })).toBe(false);
    expect(isCreatingPost({ method: 'POST', schema: { response: { 200: {} } } })).toBe(false);
    expect(isCreatingPost({ method: 'POST' })).toBe(false);
  });

  it('finds every creating POST of the real API declared (the server starts)', async () => {
    const testDb = await pgliteEngine.open();
    const app = await buildTestApp(testDb.database);
    try {
      await expect(app.ready()).resolves.toBeDefined();
    } finally {
      await app.close();
      await testDb.dispose();
    }
  });
});
