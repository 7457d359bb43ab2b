import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/**
 * What to say when answering a request failed. The server answers 404 (no such request any
 * more) or 409 (not waiting for an answer) when it was answered elsewhere or withdrawn, 403
 * across a block, and 402 when the answer is a paid action the person has no access for.
 */
export function answerErrorText(t: TFunction<'notifications'>, error: unknown): string {
  if (error instanceof ApiError) {
    if ([403, 404, 409].includes(error.status)) return t('answer.errors.gone');
    if (error.status === 402) return t('answer.errors.needsPro');
  }
  return t('answer.errors.failed');
}
