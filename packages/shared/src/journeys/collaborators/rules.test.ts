import { describe, expect, it } from 'vitest';
import { collaboratorInviteSchema, collaboratorUpdateSchema } from './contracts';
import { addingNeedsPro, canEditContent, canManageJourney, isCollaboratorRole } from './rules';

describe('shared journey rules', () => {
  it('lets owners and editors edit the content, and only owners manage the journey', () => {
    expect([canEditContent('owner'), canEditContent('editor'), canEditContent('viewer')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(canEditContent(null)).toBe(false);
    expect([
      canManageJourney('owner'),
      canManageJourney('editor'),
      canManageJourney('viewer'),
    ]).toEqual([true, false, false]);
  });

  it('asks for Pro from the second collaborator on', () => {
    expect(addingNeedsPro(0)).toBe(false);
    expect(addingNeedsPro(1)).toBe(true);
    expect(addingNeedsPro(5)).toBe(true);
  });

  it('knows the two roles and nothing else', () => {
    expect(['editor', 'viewer', 'owner', 'admin'].map(isCollaboratorRole)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('collaborator contracts', () => {
  it('accepts "@Ada" as ada, and refuses an unknown role or extra fields', () => {
    expect(collaboratorInviteSchema.parse({ username: ' @Ada ', role: 'viewer' })).toEqual({
      username: 'ada',
      role: 'viewer',
    });
    expect(collaboratorInviteSchema.safeParse({ username: 'ada', role: 'owner' }).success).toBe(
      false,
    );
    expect(collaboratorInviteSchema.safeParse({ username: '', role: 'editor' }).success).toBe(
      false,
    );
    expect(collaboratorUpdateSchema.safeParse({ role: 'editor', userId: 'x' }).success).toBe(false);
  });
});
