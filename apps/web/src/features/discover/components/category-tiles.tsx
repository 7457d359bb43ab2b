import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryCount } from '@waymark/shared/discover/contracts';
import { pathTo } from '@waymark/shared/routes';
import { categoryLabel } from '@/lib/journey-labels';
import { useFormatters } from '@/lib/format/use-formatters';

/** Browse by category: one tile per category with how many public journeys it holds. */
export function CategoryTiles({ categories }: { categories: readonly CategoryCount[] }) {
  const { t } = useTranslation('discover');
  const format = useFormatters();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {categories.map(({ category, count }) => (
        <li key={category}>
          <Link
            to={`${pathTo('discover')}?category=${category}`}
            className="flex h-full flex-col rounded-xl border border-line bg-raised px-4 py-3 shadow-sm transition-colors hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="font-semibold">{categoryLabel(t, category)}</span>
            <span className="text-xs text-muted">
              {t('categories.count', { count, formatted: format.number(count) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
