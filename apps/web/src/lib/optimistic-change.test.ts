import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changePages, changeQueries, rollBackAll, type PagedData } from '@/lib/optimistic-change';

type Row = { id: string; title: string };
const rows = (...titles: string[]): Row[] => titles.map((title) => ({ id: title, title }));

function client() {
  const queryClient = new QueryClient();
  // Two lists under one root (another filter), a plain page and pages of an infinite query.
  queryClient.setQueryData(['things', 'list', 'a'], { items: rows('one'), nextCursor: null });
  queryClient.setQueryData(['things', 'list', 'b'], {
    pages: [
      { items: rows('two'), nextCursor: 'c' },
      { items: rows('three'), nextCursor: null },
    ],
    pageParams: [null, 'c'],
  });
  // Another shape under the same root (a quick search's array) is left alone.
  queryClient.setQueryData(['things', 'list', 'search'], ['loose']);
  return queryClient;
}

const prepend = (row: Row) => (data: PagedData<Row>) =>
  changePages(data, (items, page) => (page === 0 ? [row, ...items] : items));

describe('an optimistic change of cached queries', () => {
  it('changes every list under the root at once and puts each back exactly on rollback', async () => {
    const queryClient = client();
    const before = queryClient.getQueriesData({ queryKey: ['things'] });
    const rollback = await changeQueries(queryClient, ['things', 'list'], prepend(rows('new')[0]!));

    expect(queryClient.getQueryData(['things', 'list', 'a'])).toMatchObject({
      items: rows('new', 'one'),
    });
    expect(queryClient.getQueryData(['things', 'list', 'b'])).toMatchObject({
      pages: [{ items: rows('new', 'two') }, { items: rows('three') }],
    });
    expect(queryClient.getQueryData(['things', 'list', 'search'])).toEqual(['loose']);

    rollback();
    expect(queryClient.getQueriesData({ queryKey: ['things'] })).toEqual(before);
  });

  it('leaves a query with no data yet without data', async () => {
    const queryClient = new QueryClient();
    queryClient.getQueryCache().build(queryClient, { queryKey: ['things', 'empty'] });
    const rollback = await changeQueries(queryClient, ['things'], prepend(rows('new')[0]!));
    expect(queryClient.getQueryData(['things', 'empty'])).toBeUndefined();
    rollback();
    expect(queryClient.getQueryData(['things', 'empty'])).toBeUndefined();
  });

  it('rolls several changes back newest first, to what was there before the first', async () => {
    const queryClient = client();
    const first = await changeQueries(queryClient, ['things', 'list', 'a'], prepend(rows('x')[0]!));
    const second = await changeQueries(
      queryClient,
      ['things', 'list', 'a'],
      prepend(rows('y')[0]!),
    );
    expect(queryClient.getQueryData(['things', 'list', 'a'])).toMatchObject({
      items: rows('y', 'x', 'one'),
    });
    rollBackAll([first, second])();
    expect(queryClient.getQueryData(['things', 'list', 'a'])).toMatchObject({ items: rows('one') });
  });
});
