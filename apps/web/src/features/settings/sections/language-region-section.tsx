import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { languages, type LanguageCode } from '@waymark/shared/languages';
import { dateFormats, settingsSchema, type Settings } from '@waymark/shared/settings';
import { SaveButton } from '@/features/settings/components/save-button';
import { SectionCard } from '@/ui/section-card';
import { WithSettings } from '@/features/settings/components/with-settings';
import {
  browserTimeZone,
  currentZoneName,
  currencyOptions,
  timeZoneOptions,
} from '@/features/settings/lib/region-options';
import { saveErrorMessage } from '@/lib/save-error';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';
import { useInterfaceLanguage } from '@/lib/auth/use-interface-language';
import { formatCurrency, formatDate, formatTime } from '@/lib/format/formatters';
import { FormSelectField } from '@/ui/form-select-field';
import { ComboBoxField } from '@/ui/combo-box-field';
import { SelectField } from '@/ui/select-field';
import { toast } from '@/ui/toast/toast-store';

const regionSchema = settingsSchema.pick({ timeZone: true, currency: true, dateFormat: true });
type RegionValues = z.infer<typeof regionSchema>;

// A fixed day, so the preview shows day and month apart (25 is never a month).
const sampleDate = new Date('2026-12-25T18:30:00Z');

/** The interface language: applied at once, then saved to the profile. */
function LanguageField({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('account');
  const { choose, isSaving: isPending } = useInterfaceLanguage();
  // Read at the moment of the toast (i18n.t), not from this render's `t`: the toast is in the
  // language just chosen, or in the one restored after a failure, never a mix of two.
  const change = (language: LanguageCode) =>
    choose(language, {
      onSaved: () => toast.success(i18n.t('settings.saved', { ns: 'account' })),
      onFailed: (error) => toast.error(saveErrorMessage(i18n.t, error)),
    });
  return (
    <SelectField
      id="settings-language"
      label={t('settings.languageRegion.language')}
      hint={t('settings.languageRegion.languageHelp')}
      options={languages.map((language) => ({
        value: language.code,
        label: language.nativeName,
        lang: language.code,
      }))}
      value={settings.language}
      isDisabled={isPending}
      onChange={change}
    />
  );
}

function dateFormatLabel(
  t: ReturnType<typeof useTranslation>['t'],
  format: Settings['dateFormat'],
) {
  return format === 'auto' ? t('settings.languageRegion.dateFormatAuto') : format.toUpperCase();
}

function RegionForm({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('account');
  const language = settings.language;
  const { save, isPending } = useSaveSettings();
  const zones = useMemo(() => timeZoneOptions(), []);
  const currencies = useMemo(() => currencyOptions(language), [language]);
  const defaults: RegionValues = {
    timeZone: settings.timeZone,
    currency: settings.currency,
    dateFormat: settings.dateFormat,
  };
  const { control, handleSubmit, reset, formState } = useForm<RegionValues>({
    resolver: zodResolver(regionSchema),
    defaultValues: defaults,
  });
  const values = useWatch({ control }) as RegionValues;
  const preview = { language: i18n.resolvedLanguage ?? language, ...values };
  const errorTexts: Record<keyof RegionValues, string> = {
    timeZone: t('settings.languageRegion.invalidTimeZone'),
    currency: t('settings.languageRegion.invalidCurrency'),
    dateFormat: t('settings.languageRegion.invalidDateFormat'),
  };
  const error = (field: keyof RegionValues) =>
    formState.errors[field] ? errorTexts[field] : undefined;

  const submit = handleSubmit((next) =>
    save(next, (saved) =>
      reset({
        timeZone: saved.timeZone,
        currency: saved.currency,
        dateFormat: saved.dateFormat,
      }),
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <Controller
        control={control}
        name="timeZone"
        render={({ field }) => (
          <ComboBoxField
            id="settings-time-zone"
            label={t('settings.languageRegion.timeZone')}
            hint={t('settings.languageRegion.timeZoneHelp')}
            error={error('timeZone')}
            options={[
              {
                value: '',
                label: t('settings.languageRegion.automaticZone', {
                  zone: currentZoneName(browserTimeZone()),
                }),
              },
              ...zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
            ]}
            name={field.name}
            value={field.value ? currentZoneName(field.value) : ''}
            onChange={(zone) => field.onChange(zone || null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <ComboBoxField
            id="settings-currency"
            label={t('settings.languageRegion.currency')}
            hint={t('settings.languageRegion.currencyHelp')}
            error={error('currency')}
            options={[
              { value: '', label: t('settings.languageRegion.automaticCurrency') },
              ...currencies.map(({ code, name }) => ({ value: code, label: `${name} (${code})` })),
            ]}
            name={field.name}
            value={field.value ?? ''}
            onChange={(code) => field.onChange(code || null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
      <FormSelectField
        control={control}
        name="dateFormat"
        id="settings-date-format"
        label={t('settings.languageRegion.dateFormat')}
        hint={t('settings.languageRegion.dateFormatHelp')}
        error={error('dateFormat')}
        options={dateFormats.map((format) => ({
          value: format,
          label: dateFormatLabel(t, format),
        }))}
      />
      <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted" aria-live="polite">
        {t('settings.languageRegion.preview', {
          date: formatDate(sampleDate, preview),
          time: formatTime(sampleDate, preview),
          amount: formatCurrency(1234.5, preview),
        })}
      </p>
      <SaveButton isPending={isPending} isDisabled={!formState.isDirty} />
    </form>
  );
}

export function LanguageRegionSection() {
  const { t } = useTranslation('account');
  return (
    <WithSettings>
      {(settings) => (
        <>
          <SectionCard title={t('settings.languageRegion.languageCard')}>
            <LanguageField settings={settings} />
          </SectionCard>
          <SectionCard
            title={t('settings.languageRegion.regionCard')}
            description={t('settings.languageRegion.regionDescription')}
          >
            <RegionForm settings={settings} />
          </SectionCard>
        </>
      )}
    </WithSettings>
  );
}
