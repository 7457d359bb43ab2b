import { randomUUID } from 'node:crypto';
import {
  cardDeclineMessages,
  type PaymentMethod,
  type SandboxPaymentMethodInput,
  type SandboxPaymentMethodResult,
} from '@waymark/shared/billing/contracts';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import type { BillingContext } from '@/features/billing/context';
import { isUniqueViolation } from '@/db/errors';
import { presentPaymentMethod } from '@/capabilities/subscriptions/presenter';
import {
  confirmPaymentMethod,
  customerIdentity,
  deletePaymentMethod,
  findCustomer,
  findPaymentMethod,
  findPaymentMethodByProviderId,
  findPendingConfirmation,
  insertPaymentMethod,
  listPaymentMethods,
  lockBillingOf,
  makeDefault,
  saveCustomer,
} from '@/capabilities/subscriptions/queries';
import { sandboxPaymentMethodId } from '@/capabilities/subscriptions/sandbox-provider';

/** The caller's customer at the provider, created on first use. */
export async function ensureCustomer(ctx: BillingContext, userId: string): Promise<string> {
  const { db, provider } = ctx;
  const existing = await withUser(db, userId, (tx) => findCustomer(tx, userId, provider.name));
  if (existing) return existing.providerCustomerId;
  const providerCustomerId = await provider.createCustomer(await customerIdentity(db, userId));
  const row = await withUser(db, userId, (tx) =>
    saveCustomer(tx, { userId, provider: provider.name, providerCustomerId }),
  );
  return row.providerCustomerId;
}

export async function getPaymentMethods(
  ctx: BillingContext,
  userId: string,
): Promise<PaymentMethod[]> {
  const rows = await withUser(ctx.db, userId, (tx) => listPaymentMethods(tx));
  return rows.map(presentPaymentMethod);
}

interface SaveCardInput {
  paymentMethodId: string;
  setAsDefault: boolean;
  cardholderName?: string;
  /** Set: the card waits for the sandbox's authentication dialog before it counts. */
  confirmationId?: string;
}

/**
 * Spec §7 addPaymentMethod: attaches the provider's method to the caller's customer and saves
 * its card details. The first card becomes the default; `setAsDefault` makes any card it.
 */
async function saveCard(
  ctx: BillingContext,
  userId: string,
  input: SaveCardInput,
): Promise<PaymentMethod> {
  const { db, provider } = ctx;
  const customerId = await ensureCustomer(ctx, userId);
  const card = await provider.attachPaymentMethod(customerId, input.paymentMethodId);
  try {
    const row = await withUser(db, userId, async (tx) => {
      await lockBillingOf(tx, userId);
      const saved = await findPaymentMethodByProviderId(tx, card.paymentMethodId);
      if (saved) return saved;
      const pending = input.confirmationId !== undefined;
      const hasDefault = (await listPaymentMethods(tx)).some((method) => method.isDefault);
      const becomesDefault = !pending && (input.setAsDefault || !hasDefault);
      const inserted = await insertPaymentMethod(tx, {
        userId,
        provider: provider.name,
        stripePaymentMethodId: card.paymentMethodId,
        cardBrand: card.brand,
        cardLastFour: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cardholderName: input.cardholderName ?? card.cardholderName,
        confirmationId: input.confirmationId ?? null,
        defaultOnConfirm: input.setAsDefault,
      });
      if (!becomesDefault) return inserted;
      await provider.setDefaultPaymentMethod(customerId, card.paymentMethodId);
      await makeDefault(tx, userId, inserted.id);
      return { ...inserted, isDefault: true };
    });
    return presentPaymentMethod(row);
  } catch (error) {
    // Someone else's method id: their row is invisible here, only the unique index sees it.
    if (isUniqueViolation(error)) throw new AppError('NOT_FOUND', 'Payment method not found');
    throw error;
  }
}

export async function addPaymentMethod(
  ctx: BillingContext,
  userId: string,
  input: { paymentMethodId: string; setAsDefault?: boolean },
): Promise<PaymentMethod> {
  if (ctx.provider.name === 'sandbox' && !input.paymentMethodId.startsWith('pm_sandbox_')) {
    throw new AppError('BAD_REQUEST', 'paymentMethodId is not a sandbox payment method');
  }
  return saveCard(ctx, userId, {
    paymentMethodId: input.paymentMethodId,
    setAsDefault: input.setAsDefault ?? false,
  });
}

/**
 * The sandbox card form: the browser derived brand, last four, expiry and the Stripe test-card
 * behaviour from the number it kept. Refusals answer 402 with Stripe's wording and save nothing.
 */
export async function addSandboxPaymentMethod(
  ctx: BillingContext,
  userId: string,
  input: SandboxPaymentMethodInput,
): Promise<SandboxPaymentMethodResult> {
  if (ctx.provider.name !== 'sandbox') {
    throw new AppError('NOT_FOUND', 'The sandbox is not the payment provider here');
  }
  if (input.testCard === 'declined') {
    throw new AppError('CARD_DECLINED', cardDeclineMessages.declined);
  }
  if (input.testCard === 'insufficient_funds') {
    throw new AppError('CARD_DECLINED', cardDeclineMessages.insufficient_funds);
  }
  const paymentMethodId = sandboxPaymentMethodId({
    brand: input.brand,
    last4: input.last4,
    expMonth: input.expMonth,
    expYear: input.expYear,
  });
  const confirmationId = input.testCard === 'requires_authentication' ? randomUUID() : undefined;
  const paymentMethod = await saveCard(ctx, userId, {
    paymentMethodId,
    setAsDefault: input.setAsDefault ?? false,
    cardholderName: input.cardholderName,
    ...(confirmationId ? { confirmationId } : {}),
  });
  return confirmationId
    ? { paymentMethod, requiresAction: true, confirmationId }
    : { paymentMethod, requiresAction: false };
}

/** The sandbox's authentication dialog answered: approve saves the card, refusing drops it. */
export async function answerSandboxConfirmation(
  ctx: BillingContext,
  userId: string,
  confirmationId: string,
  approve: boolean,
): Promise<PaymentMethod> {
  const row = await withUser(ctx.db, userId, async (tx) => {
    await lockBillingOf(tx, userId);
    const pending = await findPendingConfirmation(tx, confirmationId);
    if (!pending) throw new AppError('NOT_FOUND', 'Confirmation not found');
    if (!approve) {
      await deletePaymentMethod(tx, pending.id);
      return null;
    }
    await confirmPaymentMethod(tx, pending.id);
    const hasDefault = (await listPaymentMethods(tx)).some((method) => method.isDefault);
    if (pending.defaultOnConfirm || !hasDefault) {
      await makeDefault(tx, userId, pending.id);
      return { ...pending, confirmationId: null, isDefault: true };
    }
    return { ...pending, confirmationId: null };
  });
  if (!row) throw new AppError('CARD_DECLINED', cardDeclineMessages.authentication_failed);
  return presentPaymentMethod(row);
}

export async function setDefaultPaymentMethod(
  ctx: BillingContext,
  userId: string,
  id: string,
): Promise<PaymentMethod> {
  const { db, provider } = ctx;
  const row = await withUser(db, userId, async (tx) => {
    await lockBillingOf(tx, userId);
    const method = await findPaymentMethod(tx, id);
    const customer = await findCustomer(tx, userId, provider.name);
    if (!method || !customer) throw new AppError('NOT_FOUND', 'Payment method not found');
    await makeDefault(tx, userId, method.id);
    // Last, so a refusal by the provider rolls our change back with it.
    await provider.setDefaultPaymentMethod(
      customer.providerCustomerId,
      method.stripePaymentMethodId,
    );
    return { ...method, isDefault: true };
  });
  return presentPaymentMethod(row);
}

/** Removes a card; when it was the default, the oldest remaining card takes its place. */
export async function removePaymentMethod(
  ctx: BillingContext,
  userId: string,
  id: string,
): Promise<void> {
  const { db, provider } = ctx;
  await withUser(db, userId, async (tx) => {
    await lockBillingOf(tx, userId);
    const method = await findPaymentMethod(tx, id);
    if (!method) throw new AppError('NOT_FOUND', 'Payment method not found');
    await deletePaymentMethod(tx, method.id);
    const [next] = await listPaymentMethods(tx);
    const customer = await findCustomer(tx, userId, provider.name);
    if (method.isDefault && next && customer) {
      await makeDefault(tx, userId, next.id);
      await provider.setDefaultPaymentMethod(
        customer.providerCustomerId,
        next.stripePaymentMethodId,
      );
    }
    await provider.detachPaymentMethod(method.stripePaymentMethodId);
  });
}
