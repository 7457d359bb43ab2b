/** Zones this browser knows, with UTC first (some browsers list it only as an alias). */
export function timeZoneOptions(): string[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  return ['UTC', ...zones];
}

/** ISO 4217 codes with their names in the interface language, sorted by name. */
export function currencyOptions(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return Intl.supportedValuesOf('currency')
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The zone the browser is in, shown next to "Automatic". */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
