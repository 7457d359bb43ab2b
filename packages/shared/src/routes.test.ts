import { describe, expect, it } from 'vitest';
import { pathTo, routePatterns, settingsSections } from './routes';

describe('routePatterns', () => {
  it('gives every screen a distinct absolute path', () => {
    const paths = Object.values(routePatterns);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\//);
  });

  it('includes the screens of the spec', () => {
    expect(Object.values(routePatterns)).toEqual(
      expect.arrayContaining([
        '/',
        '/auth/callback',
        '/journey/:id',
        '/journeys/:id',
        '/projects/workspace/:projectId/journeys/:journeyId',
        '/test-safari',
        '/impressum',
      ]),
    );
  });

  it('lists the ten settings sections', () => {
    expect(settingsSections).toHaveLength(10);
  });
});

describe('pathTo', () => {
  it('returns static paths as they are', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('createJourney')).toBe('/create-journey');
  });

  it('fills and encodes parameters', () => {
    expect(pathTo('journey', { id: 'a b/c' })).toBe('/journeys/a%20b%2Fc');
    expect(pathTo('workspaceJourney', { projectId: 'p1', journeyId: 'j2' })).toBe(
      '/projects/workspace/p1/journeys/j2',
    );
  });

  it('refuses an empty parameter', () => {
    expect(() => pathTo('profile', { id: '' })).toThrow('Missing route parameter "id"');
  });
});
