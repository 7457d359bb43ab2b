/**
 * ICU still lists some zones by names IANA has since replaced; people look for the current
 * ones (Kathmandu, not Katmandu). Intl and the server accept both spellings.
 */
const renamedZones: Record<string, string> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The current name of a zone saved under an old one. */
export const currentZoneName = (zone: string) => renamedZones[zone] ?? zone;

/** Zones this browser knows, by their current names, with UTC first (some list it only as an alias). */
export function timeZoneOptions(): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
    .filter((zone) => zone !== 'UTC')
    .map(currentZoneName);
  return ['UTC', ...[...new Set(zones)].sort()];
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
