import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE_NAME, LANGUAGE_STORAGE_KEY } from '@waymark/shared/languages';
import { DARK_MODE_STORAGE_KEY } from '@waymark/shared/theme';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';
import { useProductName } from '@/lib/public-config';
import { DataTable, type DataTableColumn } from '@/ui/data-table';

interface StoredItem {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

const storedItems: StoredItem[] = [
  {
    name: LANGUAGE_COOKIE_NAME,
    kind: 'Cookie (first party)',
    purpose: 'Remembers the language you chose, so the first page you open is in it.',
    duration: '1 year',
  },
  {
    name: LANGUAGE_STORAGE_KEY,
    kind: 'Local storage',
    purpose: 'Remembers the language you chose on this device.',
    duration: 'Until you clear it',
  },
  {
    name: DARK_MODE_STORAGE_KEY,
    kind: 'Local storage',
    purpose: 'Remembers whether you chose the light or the dark theme.',
    duration: 'Until you clear it',
  },
];

export function CookiesPage() {
  const { t } = useTranslation('info', { keyPrefix: 'legal.cookies' });
  const productName = useProductName();

  const cell = 'px-4 py-3';
  const header = 'px-4 py-3 text-start font-semibold';
  const storedColumns: DataTableColumn<StoredItem>[] = [
    {
      id: 'name',
      header: t('name'),
      headerClassName: header,
      cellClassName: cell,
      cell: (item) => <code>{item.name}</code>,
    },
    {
      id: 'kind',
      header: t('kind'),
      headerClassName: header,
      cellClassName: cell,
      cell: (item) => item.kind,
    },
    {
      id: 'purpose',
      header: t('purpose'),
      headerClassName: header,
      cellClassName: cell,
      cell: (item) => item.purpose,
    },
    {
      id: 'duration',
      header: t('duration'),
      headerClassName: header,
      cellClassName: cell,
      cell: (item) => item.duration,
    },
  ];

  const sections: LegalSection[] = [
    {
      id: 'overview',
      heading: t('overview'),
      body: (
        <p>
          {productName} stores very little in your browser, and only what it needs to work. None of
          it is used to follow you, here or on other sites, so we do not ask for consent banners:
          everything listed below is strictly necessary or a preference you set yourself.
        </p>
      ),
    },
    {
      id: 'stored',
      heading: t('stored'),
      body: (
        <>
          <DataTable
            columns={storedColumns}
            rows={storedItems}
            rowKey={(item) => item.name}
            wrapperClassName="mt-4 overflow-x-auto rounded-xl border border-line"
            className="w-full text-start text-sm"
            headClassName="bg-surface"
          />
          <p>
            When you sign in, a strictly necessary, httpOnly session cookie is set so the server
            knows it is you. Scripts on the page cannot read it, it is only sent to {productName}{' '}
            itself, and it is removed when you sign out or the session expires.
          </p>
        </>
      ),
    },
    {
      id: 'tracking',
      heading: t('tracking'),
      body: (
        <p>
          There are no analytics, advertising or social media cookies, no tracking pixels and no
          third-party scripts that collect data about you. We do not measure you across visits, and
          we do not share browsing data with anyone.
        </p>
      ),
    },
    {
      id: 'control',
      heading: t('control'),
      body: (
        <p>
          You can delete cookies and local storage at any time in your browser&apos;s settings.{' '}
          {productName} keeps working: it will simply forget your language and theme, and you will
          need to sign in again.
        </p>
      ),
    },
  ];

  return (
    <LegalPage title={t('title')} summary={t('summary')} updated="2026-11-22" sections={sections} />
  );
}
