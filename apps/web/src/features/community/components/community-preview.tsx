import { Hash, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routePatterns } from '@waymark/shared/routes';
import { channelSlugs } from '@waymark/shared/community/contracts';
import { channelTexts } from '@/features/community/lib/channels';
import { useProductName } from '@/lib/public-config';
import { LinkButton } from '@/ui/link-button';

// Invented members and words for the blurred sample: no real person's message is ever shown.
const samplePeople = [
  { name: 'Maya R.', tone: 'bg-brand-soft text-brand-text' },
  { name: 'Jonas K.', tone: 'bg-blaze-soft text-blaze' },
  { name: 'Aiko T.', tone: 'bg-surface text-fg' },
] as const;

/**
 * Without Pro: a sample of the community, blurred and hidden from assistive technology, under
 * a labelled card that says what the community is and leads to /billing.
 */
export function CommunityPreview() {
  const { t } = useTranslation('community');
  const productName = useProductName();
  const lines = [t('preview.sample1'), t('preview.sample2'), t('preview.sample3')];
  return (
    <div className="relative" data-testid="community-preview">
      <div
        aria-hidden="true"
        inert
        className="pointer-events-none grid select-none gap-4 blur-[3px] md:grid-cols-[14rem_1fr]"
      >
        <ul className="space-y-1 rounded-2xl border border-line bg-raised p-2">
          {channelSlugs.map((slug) => (
            <li key={slug} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm">
              <Hash className="size-4 text-muted" />
              {channelTexts(t, slug).name}
            </li>
          ))}
        </ul>
        <div className="space-y-4 rounded-2xl border border-line bg-raised p-4">
          {lines.map((line, index) => (
            <div key={line} className="flex gap-3">
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-full text-xs font-semibold ${samplePeople[index]!.tone}`}
              >
                {samplePeople[index]!.name.slice(0, 1)}
              </span>
              <div>
                <p className="text-sm font-semibold">{samplePeople[index]!.name}</p>
                <p className="text-sm">{line}</p>
              </div>
            </div>
          ))}
          <div className="h-16 rounded-xl border border-line" />
        </div>
      </div>
      <div className="absolute inset-x-0 top-8 flex justify-center px-4">
        <section
          aria-labelledby="community-preview-title"
          className="max-w-lg rounded-2xl border border-line bg-raised p-6 text-center shadow-lg"
        >
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-text">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('preview.badge')}
          </span>
          <h2 id="community-preview-title" className="mt-3 text-xl font-bold">
            {t('preview.title')}
          </h2>
          <p className="mt-2 text-sm text-muted">{t('preview.text', { productName })}</p>
          <div className="mt-5 flex justify-center">
            <LinkButton to={routePatterns.billing} size="lg">
              {t('preview.action')}
            </LinkButton>
          </div>
        </section>
      </div>
    </div>
  );
}
