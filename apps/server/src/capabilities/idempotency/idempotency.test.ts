import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { takeKey } from '@/capabilities/idempotency/queries';

/** Issue 19: the writes an offline outbox replays run once per Idempotency-Key. */
describe.each(smokeEngines)('Idempotency-Key on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-idempotency-');
  const { expectOk, user } = api;

  const send = (
    who: Awaited<ReturnType<typeof user>>,
    method: 'POST' | 'PATCH',
    url: string,
    key: string,
    payload?: object,
  ) =>
    api.app().inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: 'http://localhost:3000', 'idempotency-key': key },
      ...(payload ? { payload } : {}),
    });

  it('ticks a step once for a key sent twice, and answers the repeat with the first answer', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Offline walk',
      steps: [{ title: 'One' }, { title: 'Two' }],
    });
    const step = journey.steps[0]!.id;
    const first = await send(ada, 'POST', journeysApi.stepComplete(step), 'tick-0001-abcdef');
    expect(first.statusCode).toBe(200);
    const again = await send(ada, 'POST', journeysApi.stepComplete(step), 'tick-0001-abcdef');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const detail = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      journeysApi.journey(journey.id),
    );
    expect(detail.completedStepCount).toBe(1);
    // The step changed once: its version is the first answer's.
    expect(detail.steps[0]!.version).toBe(first.json<{ step: { version: number } }>().step.version);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while the first request with the key still runs', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { title: 'Racing tabs', steps: [{ title: 'A' }] });
    const url = journeysApi.stepComplete(journey.steps[0]!.id);
    // The first request has taken the key and not answered yet (its pending row).
    const scope = `POST /api/steps/:id/complete ${url} ${createHash('sha256')
      .update('null')
      .digest('base64url')}`;
    await api
      .db()
      .transaction((tx) => takeKey(tx, { userId: ada.id, key: 'race-0001-abcdef', scope }));
    const racing = await send(ada, 'POST', url, 'race-0001-abcdef');
    expect(racing.statusCode).toBe(409);
    // The outbox tries such an entry again later, unlike a conflict with the step's version.
    expect(racing.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_IN_USE' } });
  });

  it('adds a step once for a key sent twice', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { title: 'Offline notes', steps: [] });
    const url = journeysApi.journeySteps(journey.id);
    const body = { title: 'Written on the train' };
    expect((await send(ada, 'POST', url, 'add-0001-abcdef', body)).statusCode).toBe(201);
    expect((await send(ada, 'POST', url, 'add-0001-abcdef', body)).statusCode).toBe(201);
    const detail = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      journeysApi.journey(journey.id),
    );
    expect(detail.steps.map((s) => s.title)).toEqual(['Written on the train']);
  });

  it('refuses a key reused on another request (422) and a malformed key (400)', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Two steps',
      steps: [{ title: 'One' }, { title: 'Two' }],
    });
    const [one, two] = journey.steps;
    expect(
      (await send(ada, 'POST', journeysApi.stepComplete(one!.id), 'same-key-1234')).statusCode,
    ).toBe(200);
    const reused = await send(ada, 'POST', journeysApi.stepComplete(two!.id), 'same-key-1234');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const bad = await send(ada, 'POST', journeysApi.stepComplete(two!.id), 'no');
    expect(bad.statusCode).toBe(400);
    // Keys are per person: another one may use the same key for their own step.
    const eve = await user('eve');
    const hers = await postJourney(api, eve, { title: 'Hers', steps: [{ title: 'Only' }] });
    expect(
      (await send(eve, 'POST', journeysApi.stepComplete(hers.steps[0]!.id), 'same-key-1234'))
        .statusCode,
    ).toBe(200);
  });

  it('gives the key back when the first request fails, so the retry runs', async () => {
    const ada = await user('ada');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await send(ada, 'POST', journeysApi.stepComplete(missing), 'fail-0001-abcdef')).statusCode,
    ).toBe(404);
    const journey = await postJourney(api, ada, { title: 'Retry', steps: [{ title: 'One' }] });
    // The same key now on a real step: the failed attempt left nothing behind.
    const retry = await send(
      ada,
      'POST',
      journeysApi.stepComplete(journey.steps[0]!.id),
      'fail-0001-abcdef',
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });
});
