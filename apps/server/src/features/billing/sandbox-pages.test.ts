import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { billingApi, paymentsResponseSchema } from '@waymark/shared/billing/contracts';
import { createUser, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';

describe.each(featureEngines)(
  'the sandbox pages speak the visitor’s language on $name',
  (engine) => {
    const harness = useTestApp(engine, 'waymark-sandbox-pages-');
    let app: FastifyInstance;
    let user: TestUser;

    // With a saved card: the sandbox checkout refuses to take a plan without one.
    const signedIn = async () => {
      app = await harness.start();
      user = await createUser(app, harness.dataDir);
      await app.inject({
        method: 'POST',
        url: billingApi.sandboxPaymentMethods,
        payload: {
          brand: 'visa',
          last4: '4242',
          expMonth: 3,
          expYear: 2031,
          cardholderName: 'Ada',
        },
        headers: { cookie: user.cookie },
      });
    };

    const sessionPath = async (payload: object) => {
      const response = await app.inject({
        method: 'POST',
        url: billingApi.payments,
        payload,
        headers: { cookie: user.cookie },
      });
      return new URL(paymentsResponseSchema.parse(response.json()).url).pathname;
    };

    const checkoutPath = () =>
      sessionPath({ action: 'create-checkout-session', lookup_key: 'waymark_pro_monthly' });

    const open = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });

    it('is English by default, left to right', async () => {
      await signedIn();
      const page = await open(await checkoutPath());
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en" dir="ltr">');
      expect(page.body).toContain('<title>Checkout – Waymark</title>');
      expect(page.body).toContain('Sandbox – no real money moves');
      expect(page.body).toContain('Waymark Pro – Monthly');
      expect(page.body).toContain('Everything in Pro, billed every month.');
      expect(page.body).toContain('per month');
      expect(page.body).toContain('Pay $10.00');
      expect(page.body).toMatch(/<button type="submit">Cancel<\/button>/);
    });

    it('is Arabic, right to left, for accept-language: ar', async () => {
      await signedIn();
      const page = await open(await checkoutPath(), { 'accept-language': 'ar' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="ar" dir="rtl">');
      expect(page.body).toContain('بيئة تجريبية – لا تُنقل أموال حقيقية');
      expect(page.body).toContain('Waymark Pro – شهرية');
      expect(page.body).toContain('ادفع ');
      expect(page.body).toContain('إلغاء');
      expect(page.body).not.toContain('Pay $10.00');
    });

    it('prefers the i18next cookie over Accept-Language', async () => {
      await signedIn();
      const page = await open(await checkoutPath(), {
        cookie: 'i18next=ja',
        'accept-language': 'ar, en;q=0.5',
      });
      expect(page.body).toContain('<html lang="ja" dir="ltr">');
      expect(page.body).toContain('<title>お支払い – Waymark</title>');
      expect(page.body).toContain('Waymark Pro – 月払い');
      expect(page.body).toContain('$10.00 を支払う');
    });

    it('localizes the portal: status, dates and cards, with brand names as they are', async () => {
      await signedIn();
      await app.inject({ method: 'POST', url: `${await checkoutPath()}/pay` });
      const portal = await sessionPath({ action: 'create-portal-session' });

      const english = await open(portal);
      expect(english.body).toContain('Manage your Waymark subscription');
      expect(english.body).toContain('Renews on');
      expect(english.body).toMatch(/Visa •••• 4242, expires 03\/2031/);

      const german = await open(portal, { 'accept-language': 'de-AT, en;q=0.5' });
      expect(german.body).toContain('<html lang="de" dir="ltr">');
      expect(german.body).toContain('Verwalte dein Waymark-Abonnement');
      expect(german.body).toContain('Verlängert sich am');
      expect(german.body).toMatch(/<dd>\d{1,2}\. [A-Za-zäöüÄÖÜ]+ \d{4}<\/dd>/);
      expect(german.body).toContain('Visa •••• 4242, gültig bis 03/2031');
      expect(german.body).toContain('Abonnement kündigen');
      expect(german.body).toContain('href="/billing">Zurück zu Waymark</a>');

      await app.inject({ method: 'POST', url: `${portal}/cancel` });
      const canceled = await open(portal, { cookie: 'i18next=fr' });
      expect(canceled.body).toContain('Résilié, prend fin avec la période en cours');
      expect(canceled.body).toContain('Accès jusqu’au');
      expect(canceled.body).toContain('Reprendre l’abonnement');
    });

    it('localizes the expired page and keeps its 404', async () => {
      app = await harness.start();
      const response = await open('/billing/sandbox/portal/00000000-0000-4000-8000-000000000000', {
        'accept-language': 'tr',
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<html lang="tr" dir="ltr">');
      expect(response.body).toContain('Bu bağlantının süresi doldu');
      const english = await open('/billing/sandbox/checkout/not-a-uuid');
      expect(english.statusCode).toBe(404);
      expect(english.body).toContain('<title>Link expired – Waymark</title>');
      expect(english.body).toContain('This link has expired');
    });
  },
);
