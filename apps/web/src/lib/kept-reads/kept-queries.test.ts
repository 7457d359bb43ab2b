import { describe, expect, it } from 'vitest';
import { isKeptKey } from '@/lib/kept-reads/kept-queries';
import { queryKeys } from '@/lib/query-keys';

describe('which reads are kept on the device', () => {
  it("keeps the main screens' reads", () => {
    for (const key of [
      queryKeys.dashboard,
      queryKeys.journeys.detail('j1'),
      queryKeys.projects.detail('p1'),
      queryKeys.workspace.tree(),
      queryKeys.notifications.list(),
      queryKeys.chat.list('inbox'),
      queryKeys.chat.messages('c1', ''),
      queryKeys.insights.overview(),
      queryKeys.profile.own(),
      queryKeys.billing.status(),
    ]) {
      expect(isKeptKey(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('never keeps security settings, auth checks, settings, payments or passing presence', () => {
    for (const key of [
      queryKeys.security.apiTokens(),
      queryKeys.security.webhooks(),
      queryKeys.security.sessions(),
      queryKeys.auth.assurance('u1'),
      queryKeys.settings.own(),
      queryKeys.billing.paymentMethods(),
      queryKeys.billing.invoices(),
      queryKeys.chat.presence(['u1']),
      queryKeys.chat.people('ad'),
    ]) {
      expect(isKeptKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});
