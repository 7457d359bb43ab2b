import { registerUserFilesCleanUp } from '@/capabilities/files/key-rules';
import { fileUrl } from '@/capabilities/files/service';
import { clearOwnAvatarUrl } from '@/features/profiles/queries';

/** When a user's files go, an avatar URL that pointed at them goes too. */
export function registerAvatarFileRules(): void {
  registerUserFilesCleanUp('avatars', (tx, userId) => clearOwnAvatarUrl(tx, userId, fileUrl('')));
}
