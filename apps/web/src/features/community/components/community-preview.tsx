import { Hash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { channelSlugs } from '@waymark/shared/community/contracts';
import { channelTexts } from '@/features/community/lib/channels';
import { useProductName } from '@/lib/public-config';
import { PaywallPreview } from '@/ui/paywall-preview';

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
    <PaywallPreview
      id="community-preview"
      testId="community-preview"
      sampleClassName="grid gap-4 md:grid-cols-[14rem_1fr]"
      sample={
        <>
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
        </>
      }
      badge={t('preview.badge')}
      title={t('preview.title')}
      text={t('preview.text', { productName })}
      action={t('preview.action')}
    />
  );
}
