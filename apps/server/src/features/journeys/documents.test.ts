import { describe, expect, it } from 'vitest';
import {
  documentSavedSchema,
  journeyDocumentResponseSchema,
} from '@waymark/shared/journeys/document-contracts';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { featureEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { fieldsOf, useApiTest } from '../../../test/api-client';

describe.each(featureEngines)('journey documents on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-documents-');
  const { call, expectOk, expectError, user } = api;

  const heading = (text: string) => ({
    type: 'heading',
    attrs: { level: 2 },
    content: [{ type: 'text', text }],
  });

  it('saves with the version it was based on, and answers 409 to a stale save', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Write it down',
      steps: [{ title: 'Outline' }],
    });
    const url = `/api/journeys/${journey.id}/document`;
    const empty = await expectOk(journeyDocumentResponseSchema, 200, ada, 'GET', url);
    expect(empty).toEqual({ document: { type: 'doc', content: [] }, version: 0, updatedAt: null });

    const document = {
      type: 'doc',
      content: [
        heading('Plan'),
        {
          type: 'taskList',
          content: [
            {
              type: 'taskItem',
              attrs: { checked: false },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Buy shoes' }] }],
            },
          ],
        },
        { type: 'stepBlock', attrs: { stepId: journey.steps[0]!.id } },
      ],
    };
    const first = await expectOk(documentSavedSchema, 200, ada, 'PUT', url, {
      document,
      baseVersion: 0,
    });
    expect(first.version).toBe(1);
    const read = await expectOk(journeyDocumentResponseSchema, 200, ada, 'GET', url);
    expect(read).toMatchObject({ document, version: 1, updatedAt: first.updatedAt });

    // Another tab still holding version 0 must reload instead of overwriting.
    const stale = await expectError(409, ada, 'PUT', url, {
      document: { type: 'doc', content: [heading('Old')] },
      baseVersion: 0,
    });
    expect(stale.code).toBe('CONFLICT');
    expect(stale.message).toContain('Reload');
    const second = await expectOk(documentSavedSchema, 200, ada, 'PUT', url, {
      document: { type: 'doc', content: [heading('New')] },
      baseVersion: 1,
    });
    expect(second.version).toBe(2);
  });

  it('stores every link with rel="noopener noreferrer nofollow", whatever the client sent', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Links',
    });
    const url = `/api/journeys/${journey.id}/document`;
    const link = (rel: string) => ({
      type: 'text',
      text: 'a link',
      marks: [{ type: 'link', attrs: { href: 'https://evil.example', target: '_blank', rel } }],
    });
    const saved = await call(ada, 'PUT', url, {
      document: { type: 'doc', content: [{ type: 'paragraph', content: [link('opener')] }] },
      baseVersion: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Read raw, not through the contract (whose parse would mend the rel on its own).
    const read = await call(ada, 'GET', url);
    expect(JSON.stringify(read.body)).not.toContain('"opener"');
    expect(JSON.stringify(read.body)).toContain('"rel":"noopener noreferrer nofollow"');

    const targeted = await call(ada, 'PUT', url, {
      document: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'https://a.example', target: 'opener' } }],
              },
            ],
          },
        ],
      },
      baseVersion: 1,
    });
    expect(targeted.status).toBe(400);
  });

  it('refuses invalid documents with a clear 400 and keeps the stored one', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Safe',
    });
    const url = `/api/journeys/${journey.id}/document`;
    const bad = [
      { type: 'doc', content: [{ type: 'script', content: [] }] },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
      {
        type: 'doc',
        content: [{ type: 'image', attrs: { src: 'https://tracker.example/pixel.gif' } }],
      },
      '<h1>raw html</h1>',
    ];
    for (const document of bad) {
      const error = await expectError(400, ada, 'PUT', url, { document, baseVersion: 0 });
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(error)[0]).toMatch(/^document/);
    }
    const link = await expectError(400, ada, 'PUT', url, { document: bad[1], baseVersion: 0 });
    expect(link.message).toContain('Links must be http, https or mailto addresses');
    const tooBig = await call(ada, 'PUT', url, {
      document: {
        type: 'doc',
        content: Array.from({ length: 2500 }, () => ({
          type: 'paragraph',
          content: [{ type: 'text', text: 'y'.repeat(100) }],
        })),
      },
      baseVersion: 0,
    });
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain('too large');
    const still = await expectOk(journeyDocumentResponseSchema, 200, ada, 'GET', url);
    expect(still.version).toBe(0);
  });

  it('shows the document of a public journey to visitors, and copies it with a fork', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const journey = await postJourney(api, ada, {
      title: 'Shared',
      visibility: 'public',
      steps: [{ title: 'One' }, { title: 'Two' }],
    });
    const url = `/api/journeys/${journey.id}/document`;
    const [one, two] = journey.steps.map((s) => s.id);
    await expectOk(documentSavedSchema, 200, ada, 'PUT', url, {
      document: {
        type: 'doc',
        content: [
          heading('Intro'),
          { type: 'stepBlock', attrs: { stepId: one } },
          { type: 'stepBlock', attrs: { stepId: two } },
        ],
      },
      baseVersion: 0,
    });
    const seen = await expectOk(journeyDocumentResponseSchema, 200, null, 'GET', url);
    expect(seen.document.content).toHaveLength(3);

    const fork = await expectOk(
      journeyDetailSchema,
      201,
      bob,
      'POST',
      `/api/journeys/${journey.id}/fork`,
    );
    const copied = await expectOk(
      journeyDocumentResponseSchema,
      200,
      bob,
      'GET',
      `/api/journeys/${fork.id}/document`,
    );
    // Step blocks point at the fork's own steps, in the same order.
    expect(copied.document.content.slice(1)).toEqual(
      fork.steps.map((s) => ({ type: 'stepBlock', attrs: { stepId: s.id } })),
    );
  });
});
