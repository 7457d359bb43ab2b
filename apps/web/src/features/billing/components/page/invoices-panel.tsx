import { useTranslation } from 'react-i18next';
import type { Invoice } from '@waymark/shared/billing/contracts';
import { useInvoices } from '@/features/billing/api/get-invoices';
import { Panel } from '@/features/billing/components/page/panel';
import { useFormatters } from '@/lib/format/use-formatters';
import { Spinner } from '@/ui/spinner';

/** Past invoices, newest first: date, period, amount, status. */
export function InvoicesPanel() {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const invoices = useInvoices();
  const statusText: Record<Invoice['status'], string> = {
    draft: t('invoices.status.draft'),
    open: t('invoices.status.open'),
    paid: t('invoices.status.paid'),
    void: t('invoices.status.void'),
    uncollectible: t('invoices.status.uncollectible'),
  };
  return (
    <Panel title={t('invoices.title')}>
      {invoices.isPending ? (
        <Spinner />
      ) : invoices.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('page.loadFailed')}
        </p>
      ) : invoices.data.length === 0 ? (
        <p className="text-sm text-muted">{t('invoices.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {t('invoices.number')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {t('invoices.date')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {t('invoices.period')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end font-medium">
                  {t('invoices.amount')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('invoices.statusLabel')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {invoices.data.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="py-2 pe-4 font-mono text-xs">
                    {invoice.hostedUrl ? (
                      <a href={invoice.hostedUrl} className="text-brand-text underline">
                        {invoice.number}
                      </a>
                    ) : (
                      invoice.number
                    )}
                  </td>
                  <td className="py-2 pe-4">{format.date(invoice.createdAt)}</td>
                  <td className="py-2 pe-4">
                    {format.date(invoice.periodStart)} – {format.date(invoice.periodEnd)}
                  </td>
                  <td className="py-2 pe-4 text-end tabular-nums">
                    {format.currency(invoice.amountCents / 100, invoice.currency.toUpperCase())}
                  </td>
                  <td className="py-2">{statusText[invoice.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
