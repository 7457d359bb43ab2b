import { useTranslation } from 'react-i18next';
import type { Invoice } from '@waymark/shared/billing/contracts';
import { useInvoices } from '@/features/billing/api/get-invoices';
import { Panel } from '@/features/billing/components/page/panel';
import { useFormatters } from '@/lib/format/use-formatters';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
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
  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'number',
      header: t('invoices.number'),
      headerClassName: 'py-2 pe-4 text-start font-medium',
      cellClassName: 'py-2 pe-4 font-mono text-xs',
      cell: (invoice) =>
        invoice.hostedUrl ? (
          <a href={invoice.hostedUrl} className="text-brand-text underline">
            {invoice.number}
          </a>
        ) : (
          invoice.number
        ),
    },
    {
      id: 'date',
      header: t('invoices.date'),
      headerClassName: 'py-2 pe-4 text-start font-medium',
      cellClassName: 'py-2 pe-4',
      cell: (invoice) => format.date(invoice.createdAt),
    },
    {
      id: 'period',
      header: t('invoices.period'),
      headerClassName: 'py-2 pe-4 text-start font-medium',
      cellClassName: 'py-2 pe-4',
      cell: (invoice) => (
        <>
          {format.date(invoice.periodStart)} – {format.date(invoice.periodEnd)}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('invoices.amount'),
      headerClassName: 'py-2 pe-4 text-end font-medium',
      cellClassName: 'py-2 pe-4 text-end tabular-nums',
      cell: (invoice) => format.currency(invoice.amountCents / 100, invoice.currency.toUpperCase()),
    },
    {
      id: 'status',
      header: t('invoices.statusLabel'),
      headerClassName: 'py-2 text-start font-medium',
      cellClassName: 'py-2',
      cell: (invoice) => statusText[invoice.status],
    },
  ];
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
        <DataTable
          columns={columns}
          rows={invoices.data}
          rowKey={(invoice) => invoice.id}
          className="w-full text-start text-sm"
          headClassName="text-xs text-muted"
        />
      )}
    </Panel>
  );
}
