/**
 * An i18next formatter module (by its shape: this package does not depend on i18next) that
 * writes every number filled into a text with `numberFormat(language)`, made once per language;
 * anything but a number goes back as it came. With `interpolation.alwaysFormat`, i18next hands it
 * every value, so texts need no format names (`{{count, number}}`). The web app and the server
 * each say which digits and grouping they want.
 */
export function numberFormatter(numberFormat: (language: string) => Intl.NumberFormat) {
  const formats = new Map<string, Intl.NumberFormat>();
  const formatOf = (language: string) => {
    let format = formats.get(language);
    if (!format) {
      format = numberFormat(language);
      formats.set(language, format);
    }
    return format;
  };
  return {
    type: 'formatter' as const,
    init: () => undefined,
    add: () => undefined,
    addCached: () => undefined,
    format: (value: unknown, _format?: string, language?: string): string =>
      typeof value === 'number' && language ? formatOf(language).format(value) : (value as string),
  };
}
