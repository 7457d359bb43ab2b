import { describe, expect, it } from 'vitest';
import {
  discoverCategoryPageSchema,
  discoverSearchResultSchema,
  discoverSectionsSchema,
  suggestedPeopleSchema,
  type DiscoverSearchResult,
} from '@waymark/shared/discover/contracts';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { journeys } from '@/db/tables/journeys';
import { smokeEngines } from '../../../test/engines';
import { createBlock, createFollow } from '../../../test/factories';
import { useHeaderUserApp } from '../../../test/header-user-app';

/**
 * Discover over HTTP, as each kind of viewer would attack it: search and every section show
 * only what the viewer may see (private never, followers-only to accepted followers, blocks
 * both ways, mutes, private profiles to followers, signed-out visitors public things only) and
 * nothing of a person who turned "discoverable" off. Each test uses words of its own, since the
 * tests share one database.
 */
describe.each(smokeEngines)('discover API on $name', (engine) => {
  const { db, send, person } = useHeaderUserApp(engine);

  const journey = async (
    owner: string,
    title: string,
    visibility: string,
    extra: Record<string, unknown> = {},
  ) => {
    const response = await send('POST', '/journeys', owner, { title, visibility, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return journeyDetailSchema.parse(response.json());
  };
  const search = async (viewer: string | null, q: string): Promise<DiscoverSearchResult> => {
    const response = await send('GET', `/discover/search?q=${encodeURIComponent(q)}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return discoverSearchResultSchema.parse(response.json());
  };
  const journeyTitles = async (viewer: string | null, q: string) =>
    (await search(viewer, q)).journeys.map((item) => item.title).sort();
  const personIds = async (viewer: string | null, q: string) =>
    (await search(viewer, q)).people.map((item) => item.id);
  const sectionsFor = async (viewer: string | null) => {
    const response = await send('GET', '/discover', viewer);
    expect(response.statusCode, response.body).toBe(200);
    return discoverSectionsSchema.parse(response.json());
  };
  const undiscoverable = async (id: string) => {
    const response = await send('PATCH', '/settings', id, { discoverable: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ discoverable: boolean }>().discoverable).toBe(false);
  };
  const mute = async (muter: string, muted: string) =>
    expect(
      (await send('PUT', `/profiles/${muted}/mute`, muter, { duration: '7d' })).statusCode,
    ).toBe(204);

  it('finds journeys, projects and people as each viewer may see them', async () => {
    const owner = await person({ fullName: 'Quentin Quokkason', username: 'quentin_q' });
    const [fan, stranger, blockedByOwner, blocker, muter] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    for (const follower of [fan, blocker, muter, blockedByOwner]) {
      await createFollow(db(), { userId: owner, followerId: follower });
    }
    await createBlock(db(), { userId: owner, blockedUserId: blockedByOwner });
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    await mute(muter, owner);
    await journey(owner, 'Quokka open road', 'public');
    await journey(owner, 'Quokka friends', 'followers');
    await journey(owner, 'Quokka diary', 'private');
    const project = await send('POST', '/projects', owner, {
      title: 'Quokka garden',
      visibility: 'public',
    });
    expect(project.statusCode, project.body).toBe(201);
    await send('POST', '/projects', owner, { title: 'Quokka secrets', visibility: 'private' });

    // Private never, not even to its owner: Discover is for finding what others share.
    expect(await journeyTitles(owner, 'quokka')).toEqual(['Quokka friends', 'Quokka open road']);
    expect(await journeyTitles(fan, 'quokka')).toEqual(['Quokka friends', 'Quokka open road']);
    expect(await journeyTitles(stranger, 'quokka')).toEqual(['Quokka open road']);
    expect(await journeyTitles(null, 'quokka')).toEqual(['Quokka open road']);
    expect((await search(stranger, 'quokka')).projects.map((item) => item.title)).toEqual([
      'Quokka garden',
    ]);
    // People by name and username; the viewer never finds themselves.
    expect(await personIds(stranger, 'quokkason')).toEqual([owner]);
    expect(await personIds(null, 'quentin_q')).toEqual([owner]);
    expect(await personIds(owner, 'quokkason')).toEqual([]);
    expect((await search(fan, 'quokkason')).people[0]?.following).toBe('following');
    expect((await search(stranger, 'quokkason')).people[0]?.following).toBe('none');
    expect((await search(null, 'quokkason')).people[0]?.following).toBeNull();
    // Blocks hide the person and everything of theirs both ways, followers included.
    for (const blocked of [blockedByOwner, blocker]) {
      const result = await search(blocked, 'quokka');
      expect(result.journeys).toEqual([]);
      expect(result.projects).toEqual([]);
      expect(await personIds(blocked, 'quokkason')).toEqual([]);
    }
    // A running mute hides them from the muter.
    expect(await journeyTitles(muter, 'quokka')).toEqual([]);
    expect(await personIds(muter, 'quokkason')).toEqual([]);
  });

  it('tolerates typos and matches prefixes as one types', async () => {
    const ada = await person({ fullName: 'Adalind Wombatley', username: 'adalind' });
    await journey(ada, 'Learn Spanish', 'public', { description: 'Daily verbs and a café.' });
    await journey(ada, 'Sourdough baking', 'public');
    const viewer = await person();
    expect(await journeyTitles(viewer, 'spansh')).toEqual(['Learn Spanish']);
    expect(await journeyTitles(viewer, 'learn spa')).toEqual(['Learn Spanish']);
    expect(await journeyTitles(viewer, 'Sourdo')).toEqual(['Sourdough baking']);
    // The description counts too.
    expect(await journeyTitles(viewer, 'verbs')).toEqual(['Learn Spanish']);
    expect(await personIds(viewer, 'wombatly')).toEqual([ada]);
    expect(await personIds(viewer, 'adal')).toEqual([ada]);
    // Query syntax is only text: never a 500.
    expect((await search(viewer, "spa:* & !x | ('")).query).toBe("spa:* & !x | ('");
    expect(await journeyTitles(viewer, 'zzqqxx')).toEqual([]);
  });

  it('never lets matches the viewer may not see crowd out those they may', async () => {
    const crowd = await person();
    const open = await person();
    // More followers-only matches than the ranked pool holds, each ranking above the public one.
    await db()
      .insert(journeys)
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          ownerId: crowd,
          title: `Bilby ${index}`,
          visibility: 'followers',
        })),
      );
    await journey(open, 'Quiet bilby meadow walk', 'public');
    const viewer = await person();
    expect(await journeyTitles(viewer, 'bilby')).toEqual(['Quiet bilby meadow walk']);
    expect(await journeyTitles(crowd, 'bilby')).toHaveLength(5);
  });

  it("keeps a private profile's journeys for its followers", async () => {
    const hermit = await person({ fullName: 'Hermione Platypodes', visibility: 'private' });
    const [fan, stranger] = [await person(), await person()];
    await createFollow(db(), { userId: hermit, followerId: fan });
    await journey(hermit, 'Platypus watch', 'public');
    expect(await journeyTitles(stranger, 'platypus')).toEqual([]);
    expect(await journeyTitles(null, 'platypus')).toEqual([]);
    expect(await personIds(stranger, 'platypodes')).toEqual([]);
    expect(await journeyTitles(fan, 'platypus')).toEqual(['Platypus watch']);
    expect(await personIds(fan, 'platypodes')).toEqual([hermit]);
  });

  it('leaves out a person who is not discoverable, and everything of theirs', async () => {
    const shy = await person({ fullName: 'Shirin Echidnova' });
    const [fan, stranger] = [await person(), await person()];
    await createFollow(db(), { userId: shy, followerId: fan });
    await journey(shy, 'Echidna trail', 'public', { category: 'health' });
    expect(await personIds(stranger, 'echidnova')).toEqual([shy]);
    await undiscoverable(shy);
    for (const viewer of [fan, stranger, null]) {
      expect(await personIds(viewer, 'echidnova')).toEqual([]);
      expect(await journeyTitles(viewer, 'echidna')).toEqual([]);
    }
    // Their own search still shows them their journey.
    expect(await journeyTitles(shy, 'echidna')).toEqual(['Echidna trail']);
    // And their journey still opens by its link.
    const page = await send('GET', '/discover/categories/health', stranger);
    expect(
      page.json<{ items: { title: string }[] }>().items.map((item) => item.title),
    ).not.toContain('Echidna trail');
  });

  it('answers bad input with a clear 400', async () => {
    const viewer = await person();
    const cases: [string, string][] = [
      ['/discover/search', 'q is required'],
      ['/discover/search?q=a', 'at least 2'],
      ['/discover/search?q=%20%20a%20', 'at least 2'],
      [`/discover/search?q=${'x'.repeat(101)}`, 'at most 100'],
      ['/discover/search?q=ab%00', 'NUL'],
      ['/discover/categories/cooking', 'Category must be one of'],
      ['/discover/categories/travel?cursor=nope', 'cursor'],
      ['/discover/categories/travel?limit=0', 'limit'],
    ];
    for (const [url, message] of cases) {
      for (const caller of [viewer, null]) {
        const response = await send('GET', url, caller);
        expect(response.statusCode, url).toBe(400);
        expect(
          response.json<{ error: { code: string; message: string } }>().error.message,
        ).toContain(message);
      }
    }
    // Only punctuation: a valid search that finds nothing.
    expect(await search(viewer, '!!')).toEqual({
      query: '!!',
      people: [],
      journeys: [],
      projects: [],
    });
  });

  it('ranks trending public journeys by recent forks and steps, as each viewer may see them', async () => {
    const owner = await person();
    const [forker, stranger, blocker, muter] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    await mute(muter, owner);
    const busy = await journey(owner, 'Busy wallaby', 'public', {
      steps: [{ title: 'One' }, { title: 'Two' }],
    });
    const forked = await journey(owner, 'Forked wallaby', 'public');
    const quiet = await journey(owner, 'Quiet wallaby', 'public');
    const secret = await journey(owner, 'Secret wallaby', 'private', {
      steps: [{ title: 'One' }],
    });
    for (const step of [...busy.steps, ...secret.steps]) {
      expect((await send('POST', `/steps/${step.id}/complete`, owner)).statusCode).toBe(200);
    }
    const fork = await send('POST', `/journeys/${forked.id}/fork`, forker);
    expect(fork.statusCode, fork.body).toBe(201);

    const trendingTitles = async (viewer: string | null) =>
      (await sectionsFor(viewer)).trending
        .map((item) => item.title)
        .filter((title) => title.endsWith('wallaby'));
    // Forks weigh 3, the two steps 2: the forked journey leads.
    expect(await trendingTitles(stranger)).toEqual(['Forked wallaby', 'Busy wallaby']);
    expect(await trendingTitles(null)).toEqual(['Forked wallaby', 'Busy wallaby']);
    expect(await trendingTitles(blocker)).toEqual([]);
    expect(await trendingTitles(muter)).toEqual([]);
    expect((await trendingTitles(stranger)).includes(quiet.title)).toBe(false);
    await undiscoverable(owner);
    expect(await trendingTitles(stranger)).toEqual([]);
  });

  it('suggests people to follow and new journeys in my categories, never the wrong ones', async () => {
    const me = await person();
    const friend = await person();
    const [suggested, alreadyFollowed, blocked, shy, muted, hidden] = [
      await person({ fullName: 'Friend of friend' }),
      await person(),
      await person(),
      await person(),
      await person(),
      await person({ visibility: 'private' }),
    ];
    await createFollow(db(), { userId: friend, followerId: me });
    for (const followed of [suggested, alreadyFollowed, blocked, shy, muted, hidden]) {
      await createFollow(db(), { userId: followed, followerId: friend });
    }
    await createFollow(db(), { userId: alreadyFollowed, followerId: me, status: 'pending' });
    await createBlock(db(), { userId: blocked, blockedUserId: me });
    await undiscoverable(shy);
    await mute(me, muted);
    // My category: travel. A traveller I do not know shares a public travel journey.
    await journey(me, 'My own travel', 'public', { category: 'travel' });
    const traveller = await person({ fullName: 'Traveller' });
    await journey(traveller, 'Numbat roads', 'public', { category: 'travel' });
    await journey(traveller, 'Numbat secret roads', 'followers', { category: 'travel' });
    await journey(blocked, 'Blocked roads', 'public', { category: 'travel' });

    const sections = await sectionsFor(me);
    const byId = new Map(sections.peopleToFollow.map((item) => [item.id, item]));
    expect(byId.get(suggested)).toMatchObject({
      reason: 'followedByFollowing',
      mutualCount: 1,
      following: 'none',
    });
    expect(byId.get(traveller)).toMatchObject({ reason: 'similarCategories', mutualCount: 0 });
    for (const never of [me, friend, alreadyFollowed, blocked, shy, muted, hidden]) {
      expect(byId.has(never)).toBe(false);
    }
    const newTitles = sections.newInMyCategories.map((item) => item.title);
    expect(newTitles).toContain('Numbat roads');
    expect(newTitles).not.toContain('Numbat secret roads');
    expect(newTitles).not.toContain('My own travel');
    expect(newTitles).not.toContain('Blocked roads');
    // Visitors get trending and categories, nothing personal.
    const visitor = await sectionsFor(null);
    expect(visitor.peopleToFollow).toEqual([]);
    expect(visitor.newInMyCategories).toEqual([]);
  });

  it('counts and pages a category by keyset, honouring blocks and privacy', async () => {
    const owner = await person();
    const blocker = await person();
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    for (const title of ['Finance one', 'Finance two', 'Finance three']) {
      await journey(owner, title, 'public', { category: 'finance' });
    }
    await journey(owner, 'Finance hidden', 'private', { category: 'finance' });
    await journey(owner, 'Finance friends', 'followers', { category: 'finance' });
    const shy = await person();
    await journey(shy, 'Finance shy', 'public', { category: 'finance' });
    await undiscoverable(shy);

    const viewer = await person();
    const counts = (await sectionsFor(viewer)).categories;
    expect(counts).toHaveLength(10);
    expect(counts.find((row) => row.category === 'finance')?.count).toBe(3);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await send(
        'GET',
        `/discover/categories/finance?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        viewer,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = discoverCategoryPageSchema.parse(response.json());
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['Finance three', 'Finance two', 'Finance one']);
    const blocked = await send('GET', '/discover/categories/finance', blocker);
    expect(discoverCategoryPageSchema.parse(blocked.json()).items).toEqual([]);
    const visitor = await send('GET', '/discover/categories/finance', null);
    expect(discoverCategoryPageSchema.parse(visitor.json()).items).toHaveLength(3);
  });

  const suggestionsFor = async (viewer: string) => {
    const response = await send('GET', '/discover/people', viewer);
    expect(response.statusCode, response.body).toBe(200);
    return new Map(suggestedPeopleSchema.parse(response.json()).people.map((p) => [p.id, p]));
  };

  it('suggests people to a newcomer from day one: active people of their language, never a blocked one', async () => {
    // Nepali speakers: a language no other test's people use, so their ranking is this test's.
    const newcomer = await person({ language: 'ne' });
    const [active, blockedByMe, blockingMe, followed] = [
      await person({ language: 'ne' }),
      await person({ language: 'ne' }),
      await person({ language: 'ne' }),
      await person({ language: 'ne' }),
    ];
    for (const who of [active, blockedByMe, blockingMe, followed]) {
      for (const title of ['Kathmandu walk', 'Pokhara lake', 'Annapurna base']) {
        await journey(who, title, 'public', { category: 'travel' });
      }
    }
    await createBlock(db(), { userId: newcomer, blockedUserId: blockedByMe });
    await createBlock(db(), { userId: blockingMe, blockedUserId: newcomer });
    await createFollow(db(), { userId: followed, followerId: newcomer, status: 'pending' });

    const suggested = await suggestionsFor(newcomer);
    expect(suggested.get(active)).toMatchObject({ reason: 'activeRecently', following: 'none' });
    for (const never of [newcomer, blockedByMe, blockingMe, followed]) {
      expect(suggested.has(never)).toBe(false);
    }
    // The Discover section is the same list; visitors are told to sign in.
    const sections = await sectionsFor(newcomer);
    expect(sections.peopleToFollow.map((p) => p.id)).toContain(active);
    expect((await send('GET', '/discover/people', null)).statusCode).toBe(401);
  });

  it('suggests each other to four people who share categories, and who my follows follow', async () => {
    // Japanese speakers, for the same reason as above.
    const four = [
      await person({ language: 'ja' }),
      await person({ language: 'ja' }),
      await person({ language: 'ja' }),
      await person({ language: 'ja' }),
    ];
    for (const who of four) {
      await journey(who, 'Kanji every day', 'public', { category: 'learning' });
      await journey(who, 'Morning runs', 'public', { category: 'health' });
    }
    for (const who of four) {
      const suggested = await suggestionsFor(who);
      for (const other of four.filter((id) => id !== who)) {
        expect(suggested.get(other)).toMatchObject({ reason: 'similarCategories' });
      }
      expect(suggested.has(who)).toBe(false);
    }
    // The first follows the second, who follows a quiet person: now suggested to the first
    // for that, and the second no more.
    const [first, second] = four as [string, string];
    const quiet = await person({ language: 'ja' });
    await createFollow(db(), { userId: second, followerId: first });
    await createFollow(db(), { userId: quiet, followerId: second });
    const suggested = await suggestionsFor(first);
    expect(suggested.get(quiet)).toMatchObject({ reason: 'followedByFollowing', mutualCount: 1 });
    expect(suggested.has(second)).toBe(false);
  });
});
