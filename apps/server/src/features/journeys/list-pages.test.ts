import { describe, expect, it } from 'vitest';
import { journeyDetailSchema, type Journey } from '@waymark/shared/journeys/journey-contracts';
import {
  journeyPageSchema,
  journeySorts,
  type JourneyPage,
} from '@waymark/shared/journeys/list-contracts';
import { featureEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { useApiTest } from '../../../test/api-client';

describe.each(featureEngines)('journey list pages on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-journey-pages-');
  const { expectOk, user } = api;

  it('walks every sort page by page: each journey exactly once, in order, even with ties', async () => {
    const ada = await user('ada');
    // Equal titles (case aside), equal progress and equal or missing target dates make ties.
    for (let i = 0; i < 23; i++) {
      const journey = await postJourney(api, ada, {
        title: i % 3 === 0 ? 'Same title' : i % 3 === 1 ? 'same TITLE' : `Journey ${i}`,
        targetDate: i % 2 === 0 ? null : `2026-0${(i % 5) + 1}-15`,
        steps: [{ title: 'a' }, { title: 'b' }],
      });
      if (i % 4 === 0) {
        await expectOk(
          journeyDetailSchema.pick({}),
          200,
          ada,
          'POST',
          `/api/steps/${journey.steps[0]!.id}/complete`,
        );
      }
    }
    for (const sort of journeySorts) {
      const seen: Journey[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: URLSearchParams = new URLSearchParams({
          sort,
          limit: '5',
          ...(cursor && { cursor }),
        });
        const page: JourneyPage = await expectOk(
          journeyPageSchema,
          200,
          ada,
          'GET',
          `/api/journeys?${query.toString()}`,
        );
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      expect(new Set(seen.map((j) => j.id)).size, sort).toBe(23);
      expect(pages, sort).toBe(5);
      const all = await expectOk(
        journeyPageSchema,
        200,
        ada,
        'GET',
        `/api/journeys?sort=${sort}&limit=100`,
      );
      expect(
        seen.map((j) => j.id),
        sort,
      ).toEqual(all.items.map((j) => j.id));
    }
    const byProgress = (
      await expectOk(journeyPageSchema, 200, ada, 'GET', '/api/journeys?sort=progress&limit=100')
    ).items.map((j) => j.progress);
    expect(byProgress).toEqual([...byProgress].sort((a, b) => b - a));
    const byTarget = (
      await expectOk(journeyPageSchema, 200, ada, 'GET', '/api/journeys?sort=targetDate&limit=100')
    ).items.map((j) => j.targetDate ?? '9999');
    expect(byTarget).toEqual([...byTarget].sort());
  });
});
