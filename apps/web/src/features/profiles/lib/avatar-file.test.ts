import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@waymark/shared/profiles';
import { avatarFileProblem } from '@/features/profiles/lib/avatar-file';

describe('avatarFileProblem', () => {
  it('accepts the image types the server takes, up to the size limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, SVG included', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('type');
    expect(avatarFileProblem({ type: 'application/pdf', size: 100 })).toBe('type');
  });

  it('refuses a file over the limit', () => {
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
