import { X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { faqEntries, filterFaq, type FaqQuestionId } from '@/features/faq/lib/faq-questions';
import { useProductName } from '@/lib/public-config';
import { PageIntro } from '@/ui/page-intro';
import { largeSearchInputClasses, SearchFrame } from '@/ui/search-frame';

/** Searchable questions and answers; the search filters live, questions open one by one. */
export function FaqPage() {
  const { t, i18n } = useTranslation('info');
  const productName = useProductName();
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<FaqQuestionId>>(new Set());
  const deferredQuery = useDeferredValue(query);

  const entries = useMemo(() => faqEntries(t, productName), [t, productName]);
  const matches = filterFaq(entries, deferredQuery, i18n.language);

  const toggle = (id: FaqQuestionId) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <title>{t('faq.documentTitle', { productName })}</title>
      <PageIntro title={t('faq.title')}>
        <p>{t('faq.subtitle', { productName })}</p>
      </PageIntro>

      <div role="search" className="mt-12">
        <label htmlFor="faq-search" className="text-sm font-medium">
          {t('faq.searchLabel')}
        </label>
        <SearchFrame size="lg" className="mt-2">
          <input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            autoComplete="off"
            className={`${largeSearchInputClasses} ps-10 pe-12 [&::-webkit-search-cancel-button]:hidden`}
          />
          {query ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label={t('faq.clearSearch')}
              className="absolute end-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </SearchFrame>
      </div>

      <div className="mt-8">
        {matches.length > 0 ? (
          <FaqAccordion entries={matches} openIds={openIds} onToggle={toggle} />
        ) : null}
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <div role="status">
          {matches.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line px-6 py-12 text-center">
              <p className="font-medium">{t('faq.noResults', { query: deferredQuery.trim() })}</p>
              <p className="mt-2 text-sm text-muted">{t('faq.noResultsHint')}</p>
              <button
                type="button"
                onClick={() => setQuery('')}
                className="mt-4 rounded-lg px-3 py-2 text-sm font-medium text-brand-text underline underline-offset-2 hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t('faq.clearSearch')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
