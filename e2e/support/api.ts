import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * Set-up through the routes the web app calls (apps/server/src/features/<name>/routes.ts), for
 * the people, journeys and conversations a test needs but is not about. Each call is made with
 * a signed-in request context (a page's `page.request`) and fails the test, showing the
 * server's answer, when the server refuses it.
 */

async function expectOk(response: APIResponse, status?: number): Promise<APIResponse> {
  if (status === undefined) expect(response.ok(), await response.text()).toBe(true);
  else expect(response.status(), await response.text()).toBe(status);
  return response;
}

/** The calendar date `days` from today (UTC), as the API takes dates: YYYY-MM-DD. */
export const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface StepInput {
  title: string;
  dueDate?: string;
  notes?: string;
}

export interface JourneyInput {
  title: string;
  description?: string;
  category?: string;
  status?: 'planned' | 'active' | 'completed' | 'archived';
  visibility?: 'private' | 'followers' | 'public';
  projectId?: string;
  startDate?: string;
  targetDate?: string;
  steps?: StepInput[];
}

export interface Journey {
  id: string;
  title: string;
  owner: { id: string };
  steps: { id: string; title: string; version: number }[];
}

/** POST /api/journeys: a journey of the signed-in person, with its steps. */
export async function createJourney(
  request: APIRequestContext,
  journey: JourneyInput,
): Promise<Journey> {
  const response = await request.post('/api/journeys', { data: journey });
  return (await (await expectOk(response, 201)).json()) as Journey;
}

/** POST /api/projects. */
export async function createProject(
  request: APIRequestContext,
  project: { title: string; icon?: string; visibility?: 'private' | 'followers' | 'public' },
): Promise<{ id: string }> {
  const response = await request.post('/api/projects', { data: project });
  return (await (await expectOk(response, 201)).json()) as { id: string };
}

/** POST /api/steps/:id/complete: ticks a step. */
export async function completeStep(request: APIRequestContext, stepId: string): Promise<void> {
  await expectOk(await request.post(`/api/steps/${stepId}/complete`));
}

/** POST /api/journeys/:id/cover: the image as the raw body; answers the cover's URL. */
export async function uploadCover(
  request: APIRequestContext,
  journeyId: string,
  png: Buffer,
): Promise<string> {
  const response = await request.post(`/api/journeys/${journeyId}/cover`, {
    data: png,
    headers: { 'content-type': 'image/png' },
  });
  return ((await (await expectOk(response, 200)).json()) as { coverImageUrl: string })
    .coverImageUrl;
}

/** POST /api/journeys/:id/images: an image for the journey's document; answers its URL. */
export async function uploadJourneyImage(
  request: APIRequestContext,
  journeyId: string,
  png: Buffer,
): Promise<string> {
  const response = await request.post(`/api/journeys/${journeyId}/images`, {
    data: png,
    headers: { 'content-type': 'image/png' },
  });
  return ((await (await expectOk(response, 201)).json()) as { url: string }).url;
}

/** PUT /api/journeys/:id/document: replaces the journey's document (Tiptap JSON blocks). */
export async function saveDocument(
  request: APIRequestContext,
  journeyId: string,
  content: unknown[],
): Promise<void> {
  const current = await expectOk(await request.get(`/api/journeys/${journeyId}/document`));
  const { version } = (await current.json()) as { version: number };
  await expectOk(
    await request.put(`/api/journeys/${journeyId}/document`, {
      data: { baseVersion: version, document: { type: 'doc', content } },
    }),
  );
}

/** PUT /api/profiles/:id/follow: follows that person (or asks to, if their profile is private). */
export async function follow(request: APIRequestContext, profileId: string): Promise<void> {
  await expectOk(await request.put(`/api/profiles/${profileId}/follow`));
}

/** POST /api/profiles/:id/block. */
export async function block(request: APIRequestContext, profileId: string): Promise<void> {
  await expectOk(await request.post(`/api/profiles/${profileId}/block`));
}

export type ConversationInput =
  { kind: 'direct'; userId: string } | { kind: 'group'; name: string; memberIds: string[] };

/** POST /api/conversations: a direct conversation with one person, or a group. */
export async function startConversation(
  request: APIRequestContext,
  conversation: ConversationInput,
): Promise<{ id: string }> {
  const response = await request.post('/api/conversations', { data: conversation });
  return (await (await expectOk(response)).json()) as { id: string };
}

/** PATCH /api/settings: any of the person's settings. */
export async function updateSettings(
  request: APIRequestContext,
  settings: Record<string, unknown>,
): Promise<void> {
  await expectOk(await request.patch('/api/settings', { data: settings }));
}

/**
 * The interface language saved to the profile, which a signed-in page follows. A browser
 * remembers its last language too (`i18nextLng`): set that with `addInitScript` as well where
 * the first paint must already be in this language.
 */
export async function setLanguage(request: APIRequestContext, language: string): Promise<void> {
  await updateSettings(request, { language });
}

/**
 * Makes the signed-in account `days` old, through the e2e-only test hook
 * (features/test-hooks): day 5 brings the grace banner, day 8 the gate of the free trial.
 */
export async function ageAccount(
  request: APIRequestContext,
  baseURL: string,
  days: number,
): Promise<void> {
  const response = await request.post('/api/test-hooks/account-age', {
    headers: { Origin: baseURL },
    data: { days },
  });
  await expectOk(response, 204);
}
