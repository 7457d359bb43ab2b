import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { ContactLine, useOperatorName } from '@/features/legal/components/contact-line';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';
import { useProductName } from '@/lib/public-config';

export function PrivacyPage() {
  const { t } = useTranslation('info', { keyPrefix: 'legal.privacy' });
  const productName = useProductName();
  const operator = useOperatorName();

  const sections: LegalSection[] = [
    {
      id: 'controller',
      heading: t('controller'),
      body: (
        <p>
          {productName} is operated by {operator}, who is responsible for the personal data
          processed through this service. You can reach us <ContactLine />.
        </p>
      ),
    },
    {
      id: 'data',
      heading: t('data'),
      body: (
        <>
          <p>We store only what the service needs to work:</p>
          <ul>
            <li>
              <strong>Account data</strong>: your name, username, email address, a hash of your
              password (never the password itself), your language and your settings.
            </li>
            <li>
              <strong>Your content</strong>: journeys, milestones, projects, comments, messages,
              follows and the other things you create, with the visibility you chose.
            </li>
            <li>
              <strong>Security data</strong>: your active sessions (device type, approximate
              location derived from the IP address, last activity) so you can review and end them,
              and two-factor settings if you enable them.
            </li>
            <li>
              <strong>Billing data</strong>: if you subscribe, your plan, subscription status and
              the brand and last four digits of your card, as reported by our payment provider.
            </li>
            <li>
              <strong>Server logs</strong>: request time, address, status and IP address, kept
              briefly to keep the service secure and to find faults.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'purposes',
      heading: t('purposes'),
      body: (
        <p>
          We use your data to provide the service you signed up for (performance of our contract
          with you), to keep it secure and prevent abuse (our legitimate interest), and to meet
          legal obligations such as keeping invoices. We do not use your data for advertising, we do
          not build profiles for third parties, and we do not sell data.
        </p>
      ),
    },
    {
      id: 'payments',
      heading: t('payments'),
      body: (
        <p>
          Payments are processed by Stripe, Inc. and its affiliates. Your card details go directly
          from your browser to Stripe; they never reach our servers. Stripe tells us the outcome of
          a payment and the card brand and last four digits so you can recognise the card. Stripe
          processes payment data under its own privacy policy, available at{' '}
          <a href="https://stripe.com/privacy">stripe.com/privacy</a>.
        </p>
      ),
    },
    {
      id: 'sharing',
      heading: t('sharing'),
      body: (
        <p>
          We share data only with service providers that help us run {productName} (hosting, email
          delivery and Stripe for payments), bound by contracts to process it on our instructions,
          and with authorities when the law requires it. Content you make visible to followers or
          the public is shown to those people, as you chose.
        </p>
      ),
    },
    {
      id: 'retention',
      heading: t('retention'),
      body: (
        <p>
          We keep your account data and content for as long as your account exists. When you delete
          your account, we delete your profile and content within 30 days, including from backups as
          they rotate. Billing records are kept for as long as tax and accounting law requires
          (typically up to ten years). Server logs are deleted after 14 days.
        </p>
      ),
    },
    {
      id: 'rights',
      heading: t('rights'),
      body: (
        <>
          <p>
            You have the right to access, correct, export and delete your data, to restrict or
            object to its processing, and to complain to a data protection authority. Most of this
            you can do yourself in your settings; for anything else, contact us <ContactLine />.
          </p>
          <p>
            Information about what is stored in your browser is in our{' '}
            <Link to={routePatterns.cookies}>cookie policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      heading: t('security'),
      body: (
        <p>
          Connections are encrypted, passwords are stored as salted hashes, sessions can be reviewed
          and revoked, and two-factor authentication is available. Inside the database, row-level
          security policies check every request against your identity, so one person&apos;s private
          data cannot be read through another person&apos;s account.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: t('changes'),
      body: (
        <p>
          If we change this policy, we will update the date at the top of this page and, for
          significant changes, tell you by email or in the app before they take effect.
        </p>
      ),
    },
  ];

  return (
    <LegalPage title={t('title')} summary={t('summary')} updated="2026-11-22" sections={sections} />
  );
}
