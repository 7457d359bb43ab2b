import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OwnProfile } from '@waymark/shared/profiles';
import { routePatterns } from '@waymark/shared/routes';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import { AvatarPicker } from '@/features/profiles/components/avatar-picker';
import { LanguageChoice } from '@/features/profiles/components/language-choice';
import { OnboardingSuggestions } from '@/features/profiles/components/onboarding-suggestions';
import { StepIndicator } from '@/features/profiles/components/step-indicator';
import { UsernameField } from '@/features/profiles/components/username-field';
import {
  onboardingFormSchema,
  type OnboardingFormInput,
  type OnboardingFormOutput,
} from '@/features/profiles/lib/profile-form';
import { useFieldErrorMessage } from '@/features/profiles/lib/use-field-error';
import { useAuthContext } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { buttonClasses } from '@/ui/button-styles';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

const steps = ['username', 'fullName', 'avatar', 'language', 'follow'] as const;
type Step = (typeof steps)[number];
const formFields = ['username', 'fullName', 'language'] as const;

/**
 * The five short steps after sign-up; every one can be skipped, and Finish saves them all.
 * The last offers people to follow (issue 33), so the timeline is not empty on day one.
 */
export function OnboardingWizard({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const { refreshProfile } = useAuthContext();
  const fieldMessage = useFieldErrorMessage();
  const update = useUpdateProfile();
  const [stepIndex, setStepIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  const step: Step = steps[stepIndex] ?? 'username';

  const form = useForm<OnboardingFormInput, unknown, OnboardingFormOutput>({
    resolver: zodResolver(onboardingFormSchema),
    defaultValues: {
      username: profile.username ?? '',
      fullName: profile.fullName ?? '',
      language: i18n.resolvedLanguage ?? profile.language,
    },
  });
  const { register, control, trigger, setValue, setError, handleSubmit, formState } = form;
  const [username, fullName, language] = useWatch({
    control,
    name: ['username', 'fullName', 'language'],
  });

  // A new step announces itself: focus moves to its heading (not on the first render).
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    headingRef.current?.focus();
  }, [stepIndex]);

  async function done() {
    await refreshProfile();
    await navigate(routePatterns.dashboard);
  }

  async function next() {
    const field = step === 'username' || step === 'fullName' ? step : null;
    if (field && !(await trigger(field))) return;
    setStepIndex((index) => Math.min(index + 1, steps.length - 1));
  }

  function skip() {
    update.mutate(
      { onboarded: true },
      {
        onSuccess: () => void done(),
        onError: () => toast.error(t('onboarding.saveFailed')),
      },
    );
  }

  const finish = handleSubmit((values) => {
    update.mutate(
      { ...values, onboarded: true },
      {
        onSuccess: () => {
          toast.success(t('onboarding.welcome'));
          void done();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, formFields, setError)) {
            toast.error(t('onboarding.saveFailed'));
            return;
          }
          // Back to the first step whose field the server refused.
          const failed = steps.findIndex(
            (name) =>
              formFields.some((field) => field === name) &&
              form.getFieldState(name as (typeof formFields)[number]).invalid,
          );
          if (failed >= 0) setStepIndex(failed);
        },
      },
    );
  });

  // Spelled out so the key extractor sees every text (it cannot follow a template key).
  const stepTexts: Record<Step, { title: string; description: string }> = {
    username: {
      title: t('onboarding.steps.username.title'),
      description: t('onboarding.steps.username.description'),
    },
    fullName: {
      title: t('onboarding.steps.fullName.title'),
      description: t('onboarding.steps.fullName.description'),
    },
    avatar: {
      title: t('onboarding.steps.avatar.title'),
      description: t('onboarding.steps.avatar.description'),
    },
    language: {
      title: t('onboarding.steps.language.title'),
      description: t('onboarding.steps.language.description'),
    },
    follow: {
      title: t('onboarding.steps.follow.title'),
      description: t('onboarding.steps.follow.description'),
    },
  };

  return (
    <form
      noValidate
      // Enter in a field moves on a step; only the last step's submit finishes.
      onSubmit={(event) => {
        if (step === 'follow') {
          void finish(event);
          return;
        }
        event.preventDefault();
        void next();
      }}
      className="space-y-6"
    >
      <StepIndicator step={stepIndex} count={steps.length} />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {stepTexts[step].title}
        </h2>
        <p className="mt-1 text-sm text-muted">{stepTexts[step].description}</p>
      </div>

      {step === 'username' ? (
        <UsernameField
          id="onboarding-username"
          registration={register('username')}
          value={username}
          currentUsername={profile.username}
          error={fieldMessage('username', formState.errors.username)}
        />
      ) : null}
      {step === 'fullName' ? (
        <FormField
          id="onboarding-full-name"
          label={t('profile.fields.fullName')}
          error={fieldMessage('fullName', formState.errors.fullName)}
        >
          <input
            id="onboarding-full-name"
            dir="auto"
            {...register('fullName')}
            autoComplete="name"
            aria-invalid={formState.errors.fullName ? true : undefined}
            aria-describedby={describedBy('onboarding-full-name', {
              error: formState.errors.fullName,
            })}
            className={inputClasses}
          />
        </FormField>
      ) : null}
      {step === 'avatar' ? (
        <AvatarPicker avatarUrl={profile.avatarUrl} fullName={fullName} username={username} />
      ) : null}
      {step === 'language' ? (
        <LanguageChoice
          name="language"
          legend={t('profile.fields.language')}
          value={language}
          onChange={(code) => {
            setValue('language', code);
            // The interface switches at once, so the rest of the steps read in that language.
            void i18n.changeLanguage(code);
          }}
        />
      ) : null}

      {step === 'follow' ? <OnboardingSuggestions viewer={profile.id} /> : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <button
          type="button"
          onClick={skip}
          disabled={update.isPending}
          className={buttonClasses('ghost')}
        >
          {t('onboarding.skip')}
        </button>
        <div className="flex gap-2">
          {stepIndex > 0 ? (
            <button
              type="button"
              onClick={() => setStepIndex((index) => index - 1)}
              className={buttonClasses('secondary')}
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('onboarding.back')}
            </button>
          ) : null}
          {/* Keys keep these two apart: were React to turn the clicked Next into the submit
              button while its click is still being handled, that click would submit the form. */}
          {stepIndex < steps.length - 1 ? (
            <button
              key="next"
              type="button"
              onClick={() => void next()}
              className={buttonClasses('primary')}
            >
              {t('onboarding.next')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </button>
          ) : (
            <button
              key="finish"
              type="submit"
              disabled={update.isPending}
              className={buttonClasses('primary')}
            >
              <Check aria-hidden="true" className="size-4" />
              {t('onboarding.finish')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
