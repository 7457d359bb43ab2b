import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '@waymark/shared/billing/contracts';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { billingClock } from '@/capabilities/subscriptions/clock';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { createUser, type TestUser } from '../../../test/accounts';
import { apiClient } from '../../../test/api-client';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';
import { postJourney, postProject } from '../../../test/factories';
import { testVisa } from './test/sandbox-card';

// Issue 13 hole 5: the paywall held only in the browser; the API let a lapsed account create.
describe.each(featureEngines)('the paywall on the server on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-paywall-');
  let app: FastifyInstance;
  const api = apiClient(() => app);
  const { call, expectOk, expectError } = api;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A person with a journey, a step and a project made in grace, then aged `days`. */
  const personAged = async (days: number) => {
    app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    const journey = await postJourney(api, user, {
      title: 'Walk the coast',
      steps: [{ title: 'First mile' }],
    });
    const project = await postProject(api, user, { title: 'Outdoors' });
    await ageOwnAccount(harness.testDb.database.db, user.id, days);
    return { user, journey, project };
  };

  it('answers 402 SUBSCRIPTION_REQUIRED to every paid write past grace without a subscription', async () => {
    const { user, journey, project } = await personAged(8);
    const other = await createUser(app, harness.dataDir);
    const stepId = journey.steps[0]?.id ?? '';
    const writes: [Parameters<typeof call>[1], string, object?][] = [
      ['POST', journeysApi.journeys, { title: 'Another' }],
      ['POST', journeysApi.projects, { title: 'Another' }],
      ['PATCH', journeysApi.journey(journey.id), { title: 'Renamed' }],
      ['DELETE', journeysApi.journey(journey.id)],
      ['POST', journeysApi.journeyDuplicate(journey.id)],
      ['POST', journeysApi.journeyArchive(journey.id)],
      ['POST', journeysApi.journeySteps(journey.id), { title: 'Second mile' }],
      ['PATCH', journeysApi.step(stepId), { title: 'Mile one' }],
      ['POST', journeysApi.stepComplete(stepId)],
      ['PATCH', journeysApi.project(project.id), { title: 'Renamed' }],
      ['DELETE', journeysApi.project(project.id)],
      ['PUT', `/api/profiles/${other.id}/follow`],
      ['POST', `/api/profiles/${other.id}/connection`, { connectionType: 'friend' }],
    ];
    for (const [method, url, payload] of writes) {
      const error = await expectError(402, user, method, url, payload);
      expect(error.code, `${method} ${url}`).toBe('SUBSCRIPTION_REQUIRED');
      expect(error.message).toMatch(/subscribe/i);
    }
    // Nothing was written.
    const detail = await expectOk(
      journeyDetailSchema,
      200,
      user,
      'GET',
      journeysApi.journey(journey.id),
    );
    expect(detail.title).toBe('Walk the coast');
    expect(detail.steps).toHaveLength(1);
  });

  it('keeps reading, exporting, settings, billing and self-protection open past grace', async () => {
    const { user, journey, project } = await personAged(8);
    const other = await createUser(app, harness.dataDir);
    const open: [Parameters<typeof call>[1], string, number, object?][] = [
      ['GET', journeysApi.journeys, 200],
      ['GET', journeysApi.journey(journey.id), 200],
      ['GET', journeysApi.journeyDocument(journey.id), 200],
      ['GET', journeysApi.projects, 200],
      ['GET', journeysApi.project(project.id), 200],
      ['GET', journeysApi.dashboard, 200],
      ['GET', '/api/settings/export', 200],
      ['PATCH', '/api/settings', 200, { dateFormat: 'yyyy-mm-dd' }],
      ['GET', billingApi.status, 200],
      ['POST', `/api/profiles/${other.id}/block`, 204],
    ];
    for (const [method, url, status, payload] of open) {
      const result = await call(user, method, url, payload);
      expect(result.status, `${method} ${url}: ${JSON.stringify(result.body)}`).toBe(status);
    }
  });

  it('lets a person in grace write', async () => {
    const { user } = await personAged(6);
    await postJourney(api, user, { title: 'Day 6' });
    await postProject(api, user, { title: 'Day 6' });
  });

  it('lets a subscriber past grace write', async () => {
    const { user } = await personAged(30);
    await subscribe(user);
    await postJourney(api, user, { title: 'Paid' });
    await postProject(api, user, { title: 'Paid' });
  });

  it('grants access when the subscription check fails (spec §4)', async () => {
    const { user } = await personAged(8);
    vi.spyOn(billingClock, 'now').mockImplementation(() => {
      throw new Error('billing is unreachable');
    });
    await postJourney(api, user, { title: 'Despite the outage' });
  });

  it('answers 401, not 402, to a signed-out visitor', async () => {
    app = await harness.start();
    const error = await expectError(401, null, 'POST', journeysApi.journeys, { title: 'x' });
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  const subscribe = async (user: TestUser) => {
    const card = await call(user, 'POST', billingApi.sandboxPaymentMethods, testVisa);
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const subscription = await call(user, 'POST', billingApi.subscriptions, {
      idempotencyKey: randomUUID(),
    });
    expect(subscription.status, JSON.stringify(subscription.body)).toBe(200);
  };
});
