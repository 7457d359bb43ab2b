import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '@/access/credentials';
import { buildTestApp } from '../../test/app';
import { pgliteEngine } from '../../test/engines';

// The access step reads the session cookie without loading better-auth: the name it looks for
// must be the one better-auth sets, over HTTP and over HTTPS.
describe('the session cookie the access step reads', () => {
  it.each(['http://localhost:3000', 'https://waymark.example'])(
    'is the one better-auth sets at %s',
    async (publicUrl) => {
      const testDb = await pgliteEngine.open();
      const app = await buildTestApp(testDb.database, { PUBLIC_URL: publicUrl });
      try {
        const context = await (await app.auth()).$context;
        expect(sessionCookieName(publicUrl)).toBe(context.authCookies.sessionToken.name);
      } finally {
        await app.close();
        await testDb.dispose();
      }
    },
  );
});
