import { registerUserFilesCleanUp } from '@/features/files/key-rules-service';
import { fileUrl } from '@/features/files/service';
import { clearOwnAvatarUrl } from '@/features/profiles/queries';

/** When a user's files go, an avatar URL that pointed at them goes too. */
export function registerAvatarFileRules(): void {
  registerUserFilesCleanUp('avatars', (tx, userId) => clearOwnAvatarUrl(tx, userId, fileUrl('')));
}
