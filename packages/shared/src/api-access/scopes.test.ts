import { describe, expect, it } from 'vitest';
import { createApiTokenSchema } from './contracts';
import {
  accessForMethod,
  apiTokenScopes,
  normalizeScopes,
  scopeDescriptions,
  scopesAllow,
} from './scopes';

describe('personal access token scopes', () => {
  it('offers read and write per resource, export read only, each described', () => {
    expect(apiTokenScopes).toContain('journeys:write');
    expect(apiTokenScopes).toContain('export:read');
    expect(apiTokenScopes).not.toContain('export:write');
    expect(Object.keys(scopeDescriptions).sort()).toEqual([...apiTokenScopes].sort());
  });

  it('lets write include read, never the other way round or across resources', () => {
    expect(scopesAllow(['journeys:write'], 'journeys', 'read')).toBe(true);
    expect(scopesAllow(['journeys:read'], 'journeys', 'read')).toBe(true);
    expect(scopesAllow(['journeys:read'], 'journeys', 'write')).toBe(false);
    expect(scopesAllow(['journeys:write'], 'steps', 'read')).toBe(false);
    expect(scopesAllow([], 'social', 'read')).toBe(false);
  });

  it('needs write for everything but GET and HEAD', () => {
    expect(accessForMethod('GET')).toBe('read');
    expect(accessForMethod('HEAD')).toBe('read');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(accessForMethod(method)).toBe('write');
    }
  });

  it('keeps one scope per resource, in a stable order', () => {
    expect(normalizeScopes(['social:read', 'journeys:read', 'journeys:write'])).toEqual([
      'journeys:write',
      'social:read',
    ]);
  });

  it('requires a name, a scope and one of the offered expiries', () => {
    const valid = { name: ' CI ', scopes: ['journeys:read'], expires_in_days: 30 };
    expect(createApiTokenSchema.parse(valid)).toEqual({ ...valid, name: 'CI' });
    expect(createApiTokenSchema.safeParse({ ...valid, name: '  ' }).success).toBe(false);
    expect(createApiTokenSchema.safeParse({ ...valid, scopes: [] }).success).toBe(false);
    expect(createApiTokenSchema.safeParse({ ...valid, scopes: ['admin'] }).success).toBe(false);
    expect(createApiTokenSchema.safeParse({ ...valid, expires_in_days: 0 }).success).toBe(false);
    expect(createApiTokenSchema.safeParse({ ...valid, expires_in_days: 60 }).success).toBe(false);
    const noExpiry = { name: valid.name, scopes: valid.scopes };
    expect(createApiTokenSchema.safeParse(noExpiry).success).toBe(false);
  });
});
