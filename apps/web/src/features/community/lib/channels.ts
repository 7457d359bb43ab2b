import type { TFunction } from 'i18next';
import { channelSlugs, type ChannelSlug } from '@waymark/shared/community/contracts';

const isKnown = (slug: string): slug is ChannelSlug =>
  (channelSlugs as readonly string[]).includes(slug);

/**
 * A channel's name and description in the reader's language. The server knows channels by
 * slug only; the texts live here, one function per slug so the key extractor sees every key.
 */
export function channelTexts(t: TFunction<'community'>, slug: string) {
  if (!isKnown(slug)) return { name: slug, description: t('channels.other') };
  const texts: Record<ChannelSlug, () => { name: string; description: string }> = {
    introductions: () => ({
      name: t('channels.introductions.name'),
      description: t('channels.introductions.description'),
    }),
    'accountability-partners': () => ({
      name: t('channels.accountabilityPartners.name'),
      description: t('channels.accountabilityPartners.description'),
    }),
    wins: () => ({ name: t('channels.wins.name'), description: t('channels.wins.description') }),
    questions: () => ({
      name: t('channels.questions.name'),
      description: t('channels.questions.description'),
    }),
  };
  return texts[slug]();
}

/** The quick choices of the reaction menu. */
export const QUICK_REACTIONS = ['👍', '❤️', '🎉', '💪', '😂', '🙏'] as const;
