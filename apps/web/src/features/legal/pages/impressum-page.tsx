import { useTranslation } from 'react-i18next';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '@/lib/public-config';

/** Operator details as the server is configured (OPERATOR_NAME, _ADDRESS, _EMAIL). */
export function ImpressumPage() {
  const { t } = useTranslation('info', { keyPrefix: 'legal.impressum' });
  const { data: config } = usePublicConfig();
  const productName = config?.productName ?? DEFAULT_PRODUCT_NAME;
  const operator = config?.operator ?? { name: productName, address: null, email: null };

  const sections: LegalSection[] = [
    {
      id: 'operator',
      heading: t('operator'),
      body: (
        <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">{t('operator')}</dt>
          <dd data-testid="operator-name">{operator.name}</dd>
          {operator.address ? (
            <>
              <dt className="font-semibold">{t('address')}</dt>
              <dd className="whitespace-pre-line" data-testid="operator-address">
                {operator.address}
              </dd>
            </>
          ) : null}
          {operator.email ? (
            <>
              <dt className="font-semibold">{t('email')}</dt>
              <dd data-testid="operator-email">
                <a href={`mailto:${operator.email}`}>{operator.email}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ),
    },
    {
      id: 'contact',
      heading: t('contact'),
      body: (
        <p>
          For questions about {productName}, your account or these pages, contact {operator.name}
          {operator.email ? (
            <>
              {' '}
              at <a href={`mailto:${operator.email}`}>{operator.email}</a>
            </>
          ) : null}
          {operator.address ? ' or by post at the address above' : null}. Feedback about the product
          is also welcome through the feedback button at the bottom of every page.
        </p>
      ),
    },
    {
      id: 'responsibility',
      heading: t('responsibility'),
      body: (
        <p>
          {operator.name} is responsible for the content of these pages. Journeys, projects,
          comments and messages are written by the people who use {productName} and reflect their
          own views; we act on reports of unlawful content without delay. Links to other sites are
          provided for convenience; we are not responsible for their content.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={t('title')}
      summary={t('summary', { productName })}
      updated="2026-11-22"
      sections={sections}
    />
  );
}
