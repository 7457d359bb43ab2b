import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPlans, FREE_ACCESS_DAYS } from '@waymark/shared/billing-plans';
import { routePatterns } from '@waymark/shared/routes';
import { ContactLine, useOperatorName } from '@/features/legal/components/contact-line';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';
import { useProductName } from '@/lib/public-config';

const priceList = billingPlans.map((plan) => `$${plan.price} per ${plan.interval}`).join(' or ');

export function TermsPage() {
  const { t } = useTranslation('info', { keyPrefix: 'legal.terms' });
  const productName = useProductName();
  const operator = useOperatorName();

  const sections: LegalSection[] = [
    {
      id: 'agreement',
      heading: t('agreement'),
      body: (
        <p>
          These terms are an agreement between you and {operator}, the operator of {productName}. By
          creating an account or using the service you accept them. If you use {productName} on
          behalf of an organisation, you accept them for that organisation.
        </p>
      ),
    },
    {
      id: 'account',
      heading: t('account'),
      body: (
        <p>
          You must give accurate information when you sign up, keep your password to yourself and
          tell us if you suspect someone else has access to your account. You must be at least 16
          years old, or have the consent of a parent or guardian. You are responsible for what
          happens under your account.
        </p>
      ),
    },
    {
      id: 'content',
      heading: t('content'),
      body: (
        <p>
          What you create in {productName} remains yours. You give us the permission we need to
          store it, show it to the people you choose and back it up, and nothing more. You can
          export it and delete it at any time. You are responsible for having the right to post what
          you post.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      heading: t('acceptableUse'),
      body: (
        <>
          <p>Do not use {productName} to:</p>
          <ul>
            <li>harass, threaten or impersonate other people, or share their private data;</li>
            <li>post content that is illegal or infringes the rights of others;</li>
            <li>send spam or advertising through messages, comments or profiles;</li>
            <li>
              probe, overload or circumvent the security of the service, or access accounts that are
              not yours.
            </li>
          </ul>
          <p>
            We may remove content or suspend accounts that break these rules, and will tell you why
            unless the law or the safety of others prevents it.
          </p>
        </>
      ),
    },
    {
      id: 'subscription',
      heading: t('subscription'),
      body: (
        <p>
          Every new account has full access for {FREE_ACCESS_DAYS} days from the day it is created,
          without payment details. After that, continued access requires a {productName} Pro
          subscription at {priceList}, as shown on our{' '}
          <Link to={routePatterns.pricing}>pricing page</Link>, plus any applicable taxes.
          Subscriptions renew automatically at the end of each period and are charged through Stripe
          to the payment method you choose. We will tell you in advance of any price change, and it
          applies from your next renewal.
        </p>
      ),
    },
    {
      id: 'cancellation',
      heading: t('cancellation'),
      body: (
        <p>
          You can cancel your subscription at any time in your billing settings; you keep access
          until the end of the period you paid for, and we do not refund partial periods unless the
          law requires it. You can delete your account at any time in your settings, which cancels
          any subscription and deletes your content as described in our{' '}
          <Link to={routePatterns.privacy}>privacy policy</Link>.
        </p>
      ),
    },
    {
      id: 'availability',
      heading: t('availability'),
      body: (
        <p>
          We work to keep {productName} available and your data safe, but we cannot promise
          uninterrupted service. We may change or discontinue features; if we discontinue the
          service as a whole, we will give you at least 30 days&apos; notice and a way to export
          your data. We may update these terms and will tell you about significant changes before
          they take effect.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: t('liability'),
      body: (
        <p>
          {productName} is provided as it is. To the extent the law allows, we are not liable for
          indirect or consequential losses, and our total liability is limited to the amount you
          paid us in the twelve months before the claim. Nothing in these terms limits liability
          that cannot be limited by law, such as for intent or gross negligence, or your rights as a
          consumer.
        </p>
      ),
    },
    {
      id: 'law',
      heading: t('law'),
      body: (
        <p>
          These terms are governed by the law of the country where the operator is established,
          without depriving consumers of the protection of the mandatory law of their country of
          residence. Questions about these terms are welcome <ContactLine />.
        </p>
      ),
    },
  ];

  return (
    <LegalPage title={t('title')} summary={t('summary')} updated="2026-11-22" sections={sections} />
  );
}
