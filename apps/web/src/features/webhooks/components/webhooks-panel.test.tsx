import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '@waymark/shared/webhooks/contracts';
import { WebhooksPanel } from '@/features/webhooks/components/webhooks-panel';
import { renderInRouter, signedInAuth } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 20_000 });

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAAAAAAAAAAA=';
const zapier: WebhookEndpoint = {
  id: '5a0c6a57-93c4-4bd4-8d0b-0d3a9f6f3c01',
  url: 'https://hooks.example.com/waymark',
  description: 'Zapier',
  event_types: ['journey.created', 'step.completed'],
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  secret_hint: 'whsec_Mf12…',
  previous_secret_expires_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const delivered: WebhookDelivery = {
  id: 'msg_0123456789abcdef0123456789abcdef',
  endpoint_id: zapier.id,
  event_type: 'step.completed',
  status: 'succeeded',
  attempts: 1,
  request_body: '{"type":"step.completed","data":{"step":{"title":"Pack"}}}',
  response_status: 200,
  response_excerpt: 'ok',
  duration_ms: 42,
  last_attempt_at: '2026-11-01T10:00:01.000Z',
  next_attempt_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

let endpoints: WebhookEndpoint[];
let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  auth = signedInAuth();
  endpoints = [zapier];
  requests = [];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/webhooks': async (request) => {
      if (request.method === 'GET') return jsonResponse({ endpoints });
      const body = (await request.json()) as {
        url: string;
        event_types: WebhookEndpoint['event_types'];
      };
      requests.push({ method: request.method, url: request.url, body });
      const created: CreatedWebhookEndpoint = {
        ...zapier,
        id: '5a0c6a57-93c4-4bd4-8d0b-0d3a9f6f3c02',
        url: body.url,
        description: '',
        event_types: body.event_types,
        secret,
      };
      endpoints = [...endpoints, created];
      return jsonResponse(created, 201);
    },
    [`/api/webhooks/${zapier.id}/deliveries`]: () => jsonResponse({ deliveries: [delivered] }),
    [`/api/webhooks/deliveries/${delivered.id}/redeliver`]: (request) => {
      requests.push({ method: request.method, url: request.url, body: null });
      return jsonResponse({ ...delivered, status: 'pending' }, 202);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Webhooks panel', () => {
  it('lists endpoints with their events and secret hint, never a secret', async () => {
    renderInRouter(<WebhooksPanel />);
    const list = await screen.findByRole('list', { name: 'Your endpoints' });
    expect(within(list).getByText('https://hooks.example.com/waymark')).toBeInTheDocument();
    expect(within(list).getByText('Journey created')).toBeInTheDocument();
    expect(within(list).getByText('Step completed')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(list).getByText('whsec_Mf12…')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    renderInRouter(<WebhooksPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Enter the URL that receives the events.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.org/in');
    await user.click(screen.getByRole('checkbox', { name: /Journey completed/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(
      await screen.findByRole('region', { name: 'Copy your signing secret now' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Signing secret')).toHaveValue(secret);
    expect(requests[0]?.body).toMatchObject({
      url: 'https://example.org/in',
      event_types: ['journey.completed'],
    });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
  });

  it('opens the delivery log with the receiver’s answer and redelivers a message', async () => {
    const user = userEvent.setup();
    renderInRouter(<WebhooksPanel />);
    const toggle = await screen.findByRole('button', { name: 'Deliveries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await screen.findByRole('list', { name: 'Delivery log' });
    expect(within(log).getByText('Delivered (200)')).toBeInTheDocument();
    expect(within(log).getByText(/Attempts: 1/)).toBeInTheDocument();
    await user.click(
      within(log).getByRole('button', { name: `Redeliver message ${delivered.id}` }),
    );
    await vi.waitFor(() =>
      expect(requests.at(-1)?.url).toContain(`/api/webhooks/deliveries/${delivered.id}/redeliver`),
    );
  });
});
