import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { proFeatures } from '@waymark/shared/billing-plans';
import type { SubscriptionStatus } from '@waymark/shared/billing/contracts';
import { routePatterns } from '@waymark/shared/routes';
import { defaultMethodOf, usePaymentMethods } from '@/features/billing/api/get-payment-methods';
import { AddCardForm } from '@/features/billing/components/card-form/add-card-form';
import { SavedCardList } from '@/features/billing/components/saved-card-list';
import { SubscribeButton } from '@/features/billing/components/subscribe-button';
import { graceDaysLeft } from '@/features/billing/lib/days-left';
import { proFeatureText } from '@/features/billing/lib/pro-feature-text';
import { usePlanPrice } from '@/features/billing/lib/use-plan-price';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { TitledSection } from '@/ui/titled-section';

/** Spec §2 payment modal: the plan, the saved cards, subscribe and add a card. */
export function PaymentModal({
  open,
  status,
  onClose,
}: {
  open: boolean;
  status: SubscriptionStatus | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const daysLeft = status ? graceDaysLeft(status) : 0;
  const [formChoice, setFormChoice] = useState<boolean | null>(null);
  const choice = { formChoice, setFormChoice };
  // The next opening starts from the rule again.
  const close = () => {
    setFormChoice(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={daysLeft > 0 ? t('modal.daysLeft', { count: daysLeft }) : t('modal.required')}
      description={daysLeft > 0 ? t('modal.endingSoon') : t('modal.continueAccess')}
      onClose={close}
      footer={
        open ? <PaymentModalActions trialDays={daysLeft} onClose={close} {...choice} /> : null
      }
    >
      {open ? <PaymentModalBody {...choice} /> : null}
    </Dialog>
  );
}

/** Whether the add-card form is open: null until the person decides (spec §4 opens it by itself). */
interface CardFormChoice {
  formChoice: boolean | null;
  setFormChoice: (isOpen: boolean) => void;
}

function useCardForm({ formChoice }: Pick<CardFormChoice, 'formChoice'>) {
  const methods = usePaymentMethods();
  const cards = methods.data ?? [];
  // Spec §4: with no saved card, the add-card form opens by itself (until the person decides).
  const isFormOpen = formChoice ?? (methods.isSuccess && cards.length === 0);
  return { methods, cards, isFormOpen };
}

function PaymentModalBody({ formChoice, setFormChoice: setIsFormOpen }: CardFormChoice) {
  const { t } = useTranslation('billing');
  const productName = useProductName();
  const planPrice = usePlanPrice();
  const { methods, cards, isFormOpen } = useCardForm({ formChoice });

  return (
    <div className="space-y-5">
      <section className="rounded-xl border border-brand/40 bg-brand-soft/40 p-4">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="text-base font-semibold">{productName}</h3>
          <p className="text-sm font-semibold">{planPrice('monthly')}</p>
        </div>
        <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {proFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-text" />
              {proFeatureText[feature](t)}
            </li>
          ))}
        </ul>
      </section>

      <TitledSection title={t('cards.title')} look="dialog" className="space-y-3">
        {methods.isPending ? (
          <Spinner className="size-5" />
        ) : cards.length > 0 ? (
          <SavedCardList methods={cards} />
        ) : (
          <p className="text-sm text-muted">{t('cards.none')}</p>
        )}
        {isFormOpen ? (
          <div className="rounded-xl border border-line p-4">
            <AddCardForm
              isDefaultChecked={cards.length === 0}
              onAdded={() => setIsFormOpen(false)}
              onCancel={cards.length > 0 ? () => setIsFormOpen(false) : undefined}
            />
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setIsFormOpen(true)}
            className={buttonClasses('secondary', 'md', 'w-full')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('card.add')}
          </button>
        )}
      </TitledSection>
    </div>
  );
}

/** The footer, always in view: subscribe, and the way to every billing option. */
function PaymentModalActions({
  trialDays,
  onClose,
  formChoice,
  setFormChoice,
}: CardFormChoice & { trialDays: number; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { cards } = useCardForm({ formChoice });
  return (
    <>
      <SubscribeButton
        method={defaultMethodOf(cards)}
        trialDays={trialDays}
        onNeedsCard={() => setFormChoice(true)}
        onSubscribed={onClose}
      />
      <p className="text-center">
        <Link
          to={routePatterns.billing}
          onClick={onClose}
          className="text-sm font-medium text-brand-text underline underline-offset-2"
        >
          {t('modal.viewFullOptions')}
        </Link>
      </p>
    </>
  );
}
