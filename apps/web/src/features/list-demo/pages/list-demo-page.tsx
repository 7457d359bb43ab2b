import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { demoColumns } from '@/features/list-demo/lib/demo-columns';
import { generateDemoItems, type DemoItem } from '@/features/list-demo/lib/demo-items';
import { useFormatters } from '@/lib/format/use-formatters';
import { useProductName } from '@/lib/public-config';
import { toast } from '@/ui/toast/toast-store';
import { VirtualTable } from '@/ui/virtual-list/virtual-table';

const DEMO_SIZE = 10_000;
const getId = (item: DemoItem) => item.id;

/** /list-demo: the app's list component scrolling 10,000 rows, with how to use it. */
export function ListDemoPage() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const format = useFormatters();
  const items = useMemo(() => generateDemoItems(DEMO_SIZE), []);
  const columns = useMemo(
    () => demoColumns(t, format.date, (share) => format.number(share, { style: 'percent' })),
    [t, format],
  );
  const shown = format.number(DEMO_SIZE);

  const shortcuts = [
    ['↑ ↓', t('listDemo.keys.move')],
    ['Home / End', t('listDemo.keys.ends')],
    ['PageUp / PageDown', t('listDemo.keys.page')],
    ['Space', t('listDemo.keys.toggle')],
    ['Shift + ↑ ↓ / Shift + click', t('listDemo.keys.range')],
    ['Ctrl / ⌘ + click', t('listDemo.keys.pick')],
    ['Ctrl / ⌘ + A', t('listDemo.keys.all')],
    ['Esc', t('listDemo.keys.clear')],
    ['Enter', t('listDemo.keys.open')],
  ] as const;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <title>{t('listDemo.documentTitle', { productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('listDemo.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('listDemo.lead', { shown })}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_16rem]">
        <VirtualTable
          items={items}
          columns={columns}
          getId={getId}
          label={t('listDemo.gridLabel')}
          labels={{
            selectAll: t('listDemo.selectAll'),
            selectedCount: (count) =>
              t('listDemo.selectedCount', { total: shown, selected: format.number(count) }),
          }}
          height={520}
          onActivate={(item) => toast.info(t('listDemo.opened', { title: item.title }))}
        />
        <aside aria-labelledby="list-demo-keys" className="text-sm">
          <h2 id="list-demo-keys" className="font-semibold">
            {t('listDemo.keysTitle')}
          </h2>
          <dl className="mt-3 space-y-2">
            {shortcuts.map(([keys, what]) => (
              <div key={keys}>
                <dt>
                  <kbd
                    dir="ltr"
                    className="rounded border border-line bg-surface px-1.5 py-0.5 font-mono text-xs"
                  >
                    {keys}
                  </kbd>
                </dt>
                <dd className="mt-0.5 text-muted">{what}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
