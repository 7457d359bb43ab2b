import { describe, expect, it } from 'vitest';
import { projectSchema } from '@waymark/shared/journeys/project-contracts';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { testOrigin, type TestUser } from '../../../test/accounts';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';

let keys = 0;
const newKey = () => `update-${Date.now()}-${(keys += 1)}`;

/**
 * Issue 32: the web app's offline outbox also replays edits (a project, a journey). Sent again
 * after a lost answer, an edit with its Idempotency-Key gets the first answer back instead of a
 * 409 against its own change (the version it carries is no longer the stored one).
 */
describe.each(smokeEngines)(
  'Idempotency-Key on the updates the outbox replays on $name',
  (engine) => {
    const api = useApiTest(engine, 'waymark-idempotent-update-');

    const patch = (owner: TestUser, url: string, key: string, payload: object) =>
      api.app().inject({
        method: 'PATCH',
        url,
        headers: { origin: testOrigin, cookie: owner.cookie, 'idempotency-key': key },
        payload,
      });

    it('replays a project edit sent twice, and refuses the key on another edit', async () => {
      const ada = await api.user('ada');
      const project = await api.expectOk(projectSchema, 201, ada, 'POST', '/api/projects', {
        title: 'Get fit',
      });
      const key = newKey();
      const edit = { title: 'Get strong', version: project.version };
      const first = await patch(ada, `/api/projects/${project.id}`, key, edit);
      expect(first.statusCode, first.body).toBe(200);
      const again = await patch(ada, `/api/projects/${project.id}`, key, edit);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);

      const other = await patch(ada, `/api/projects/${project.id}`, key, {
        title: 'Get stronger',
        version: project.version,
      });
      expect(other.statusCode, other.body).toBe(422);
      // Without the key, the stale version is the conflict it always was.
      const stale = await api.call(ada, 'PATCH', `/api/projects/${project.id}`, edit);
      expect(stale.status).toBe(409);
    });

    it('replays a journey edit sent twice', async () => {
      const ada = await api.user('ada');
      const journey = await api.expectOk(journeyDetailSchema, 201, ada, 'POST', '/api/journeys', {
        title: 'Walk the Camino',
      });
      const key = newKey();
      const edit = { title: 'Walk the Camino Francés', version: journey.version };
      const first = await patch(ada, `/api/journeys/${journey.id}`, key, edit);
      expect(first.statusCode, first.body).toBe(200);
      const again = await patch(ada, `/api/journeys/${journey.id}`, key, edit);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
    });
  },
);
