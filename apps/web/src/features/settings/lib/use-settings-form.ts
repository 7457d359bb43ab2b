import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Settings, SettingsUpdate } from '@waymark/shared/settings';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';

/**
 * A form over some of the settings: validated with a `settingsSchema.pick(…)` (the same rules
 * the server applies), saved with PATCH /api/settings, reset to what the server answered.
 */
export function useSettingsForm<Values extends FieldValues & SettingsUpdate>(
  settings: Settings,
  schema: z.ZodObject<z.ZodRawShape> & z.ZodType<Values>,
) {
  const pick = (from: Settings) =>
    Object.fromEntries(
      Object.keys(schema.shape).map((key) => [key, from[key as keyof Settings]]),
    ) as DefaultValues<Values>;
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: pick(settings),
  });
  const { save, isPending } = useSaveSettings();
  const submit = form.handleSubmit((values) => save(values, (saved) => form.reset(pick(saved))));
  return { form, submit, isPending };
}
