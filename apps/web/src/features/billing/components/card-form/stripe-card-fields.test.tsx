import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddCardForm } from '@/features/billing/components/card-form/add-card-form';
import { renderAt, visa } from '@/features/billing/test/billing-fixtures';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { resetToasts } from '@/ui/toast/toast-store';

vi.setConfig({ testTimeout: 15_000 });

const stripe = vi.hoisted(() => ({
  createPaymentMethod: vi.fn(),
  created: [] as { type: string; options: unknown }[],
  appearances: [] as unknown[],
}));

vi.mock('@stripe/stripe-js', () => ({
  loadStripe: () =>
    Promise.resolve({
      elements: ({ appearance }: { appearance: unknown }) => {
        stripe.appearances.push(appearance);
        return {
          create: (type: string, options: unknown) => {
            stripe.created.push({ type, options });
            return { mount: vi.fn(), destroy: vi.fn() };
          },
        };
      },
      createPaymentMethod: stripe.createPaymentMethod,
    }),
}));

let added: unknown[];
beforeEach(() => {
  stripe.created = [];
  stripe.appearances = [];
  stripe.createPaymentMethod.mockReset();
  added = [];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/billing/config': () => jsonResponse({ provider: 'stripe', publishableKey: 'pk_test_1' }),
    '/api/billing/payment-methods': async (request) => {
      added.push(await request.json());
      return jsonResponse(visa);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

async function submit() {
  await userEvent.type(screen.getByLabelText('Cardholder Name'), 'Ada Lovelace');
  await waitFor(() => expect(stripe.created.length).toBeGreaterThan(0));
  await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
}

describe('the Stripe card fields', () => {
  it('mount one card element without postal code, in Stripe’s light look', async () => {
    renderAt('/', <AddCardForm />);
    await waitFor(() =>
      expect(stripe.created).toEqual([{ type: 'card', options: { hidePostalCode: true } }]),
    );
    expect(stripe.appearances).toEqual([{ theme: 'stripe' }]);
  });

  it('mount number, expiry and CVC separately in the inline variant', async () => {
    renderAt('/', <AddCardForm variant="inline" />);
    await waitFor(() =>
      expect(stripe.created.map((element) => element.type)).toEqual([
        'cardNumber',
        'cardExpiry',
        'cardCvc',
      ]),
    );
  });

  it('create the method with the cardholder name and post only its id', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_123abc' } });
    renderAt('/', <AddCardForm />);
    await submit();
    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', billing_details: { name: 'Ada Lovelace' } }),
    );
    expect(added).toEqual([{ paymentMethodId: 'pm_123abc', setAsDefault: false }]);
  });

  it('pass Stripe’s own message on', async () => {
    stripe.createPaymentMethod.mockResolvedValue({
      error: { message: 'Your card number is incomplete.' },
    });
    renderAt('/', <AddCardForm />);
    await submit();
    expect(
      await screen.findAllByText('Failed to add payment method: Your card number is incomplete.'),
    ).not.toHaveLength(0);
    expect(added).toEqual([]);
  });

  it('say "Failed to create payment method" when Stripe returns no method', async () => {
    stripe.createPaymentMethod.mockResolvedValue({});
    renderAt('/', <AddCardForm />);
    await submit();
    expect(
      await screen.findAllByText('Failed to add payment method: Failed to create payment method'),
    ).not.toHaveLength(0);
  });
});
