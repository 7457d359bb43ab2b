import { describe, expect, it } from 'vitest';
import { redirectTargetFrom, safeRedirectPath } from '@/features/auth/lib/redirect-target';

describe('safeRedirectPath', () => {
  it.each([
    ['/journeys', '/journeys'],
    ['/settings/security?tab=1#factors', '/settings/security?tab=1#factors'],
    ['/profile/abc/../def', '/profile/def'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'journeys',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\tjavascript:alert(1)',
    'javascript:alert(1)',
  ])('refuses %s', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});

describe('redirectTargetFrom', () => {
  it('never sends someone back to a sign-in page', () => {
    expect(redirectTargetFrom(new URLSearchParams('redirectTo=/login'))).toBeNull();
    expect(redirectTargetFrom(new URLSearchParams('redirectTo=/register?x=1'))).toBeNull();
    expect(redirectTargetFrom(new URLSearchParams('redirectTo=%2Fdashboard'))).toBe('/dashboard');
  });
});
