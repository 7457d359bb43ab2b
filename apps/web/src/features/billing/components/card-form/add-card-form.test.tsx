import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddCardForm } from '@/features/billing/components/card-form/add-card-form';
import { renderAt, visa } from '@/features/billing/test/billing-fixtures';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { resetToasts } from '@/ui/toast/toast-store';

vi.setConfig({ testTimeout: 15_000 });

let posted: unknown[];
function serve(answer: () => Response) {
  posted = [];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/billing/config': () => jsonResponse({ provider: 'sandbox' }),
    '/api/billing/sandbox/payment-methods': async (request) => {
      posted.push(await request.json());
      return answer();
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

async function fill({ name = 'Ada Lovelace', number = '4242424242424242', expiry = '1234' }) {
  if (name) await userEvent.type(screen.getByLabelText('Cardholder Name'), name);
  if (number) await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date'), expiry);
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('the add-card form', () => {
  it('requires the cardholder name and sends nothing without it', async () => {
    serve(() => jsonResponse({ paymentMethod: visa, requiresAction: false }));
    renderAt('/', <AddCardForm />);
    await fill({ name: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Cardholder name is required')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('refuses a number that fails the check and a missing one', async () => {
    serve(() => jsonResponse({ paymentMethod: visa, requiresAction: false }));
    renderAt('/', <AddCardForm />);
    await fill({ number: '4242424242424241' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('This card number is not valid')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Card number is required')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('posts only brand, last four and expiry, then says so and reports the card', async () => {
    serve(() => jsonResponse({ paymentMethod: visa, requiresAction: false }));
    const onAdded = vi.fn();
    renderAt('/', <AddCardForm onAdded={onAdded} />);
    await fill({});
    await userEvent.click(screen.getByLabelText('Set as default payment method'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        testCard: 'succeeds',
        cardholderName: 'Ada Lovelace',
        setAsDefault: true,
      },
    ]);
    expect(JSON.stringify(posted)).not.toContain('4242424242424242');
    expect(onAdded).toHaveBeenCalledWith(visa);
  });

  it('passes the provider’s decline message on in the toast', async () => {
    serve(() =>
      jsonResponse({ error: { code: 'CARD_DECLINED', message: 'Your card was declined.' } }, 402),
    );
    renderAt('/', <AddCardForm />);
    await fill({ number: '4000000000000002' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    // Once in the toast, once inside the form (a modal's backdrop covers the toast area).
    expect(
      await screen.findAllByText('Failed to add payment method: Your card was declined.'),
    ).toHaveLength(2);
  });

  it('has separate number, expiry and CVC fields in the inline variant, and a Cancel', async () => {
    serve(() => jsonResponse({ paymentMethod: visa, requiresAction: false }));
    const onCancel = vi.fn();
    renderAt('/', <AddCardForm variant="inline" onCancel={onCancel} />);
    for (const label of ['Card number', 'Expiry date', 'Security code (CVC)']) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByText('Card details')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
