import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAvatar } from '@/features/profiles/api/delete-avatar';
import { useUploadAvatar } from '@/features/profiles/api/upload-avatar';
import { ProfileAvatar } from '@/features/profiles/components/profile-avatar';
import {
  AVATAR_MAX_MEGABYTES,
  avatarAccept,
  avatarFileProblem,
} from '@/features/profiles/lib/avatar-file';
import { buttonClasses } from '@/ui/button-styles';
import { useAuthContext } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';

interface AvatarPickerProps {
  avatarUrl: string | null;
  fullName: string | null;
  username: string | null;
}

/**
 * Choose (picker or drag-and-drop), preview and upload a profile picture at once, or remove
 * it. The preview is a blob: URL of the chosen file until the server's copy replaces it.
 */
export function AvatarPicker({ avatarUrl, fullName, username }: AvatarPickerProps) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const { refreshProfile } = useAuthContext();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const isBusy = upload.isPending || remove.isPending;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(file: File | undefined) {
    if (!file || isBusy) return;
    const fileProblem = avatarFileProblem(file);
    if (fileProblem) {
      setProblem(
        fileProblem === 'type'
          ? t('profile.avatar.wrongType')
          : t('profile.avatar.tooLarge', { megabytes: AVATAR_MAX_MEGABYTES }),
      );
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(null);
        toast.success(t('profile.avatar.uploaded'));
        // The header shows the picture too.
        void refreshProfile();
      },
      onError: () => {
        setPreview(null);
        setProblem(t('profile.avatar.uploadFailed'));
      },
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      data-dragging={isDragging || undefined}
      className={cx(
        'flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-line p-5 sm:flex-row',
        isDragging && 'border-brand bg-brand-soft',
      )}
    >
      <div className="relative">
        <ProfileAvatar
          person={{ avatarUrl: preview ?? avatarUrl, fullName, username }}
          className="size-24 text-3xl"
        />
        {isBusy ? (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-slate-950/40">
            <Spinner className="border-white/30 border-t-white" />
          </span>
        ) : null}
      </div>
      <div className="flex-1 space-y-2 text-center sm:text-start">
        <p className="text-sm text-muted">
          {t('profile.avatar.help', { megabytes: AVATAR_MAX_MEGABYTES })}
        </p>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <button
            type="button"
            disabled={isBusy}
            aria-describedby={`${inputId}-problem`}
            className={buttonClasses('secondary')}
            onClick={() => inputRef.current?.click()}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {avatarUrl ? t('profile.avatar.change') : t('profile.avatar.choose')}
          </button>
          {/* The button above opens it: one tab stop, with a visible focus ring. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={avatarAccept}
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            data-testid="avatar-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // Choosing the same file again should upload again.
              event.target.value = '';
            }}
          />
          {avatarUrl ? (
            <button
              type="button"
              disabled={isBusy}
              className={buttonClasses('ghost')}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toast.success(t('profile.avatar.removed'));
                    void refreshProfile();
                  },
                  onError: () => toast.error(t('profile.avatar.removeFailed')),
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('profile.avatar.remove')}
            </button>
          ) : null}
        </div>
        <p id={`${inputId}-problem`} role="alert" className="text-sm text-danger empty:hidden">
          {problem}
        </p>
        <p aria-live="polite" className="sr-only">
          {upload.isPending ? t('profile.avatar.uploading') : ''}
        </p>
      </div>
    </div>
  );
}
