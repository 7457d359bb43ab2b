import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '@waymark/shared/languages';
import { translator, type KeysOf, type Translate } from '@/i18n/translator';
import type englishSandbox from '@/i18n/locales/en/sandbox.json';
import { requestLanguage } from '@/lib/request-language';

/** A text of the sandbox pages (the `sandbox` namespace). */
export type SandboxTextKey = KeysOf<typeof englishSandbox>;

/** The texts of one request's pages, in the visitor's language (see requestLanguage). */
export interface PageTexts {
  language: LanguageCode;
  text: Translate<SandboxTextKey>;
}

export function pageTexts(language: LanguageCode): PageTexts {
  return { language, text: translator<SandboxTextKey>(language, 'sandbox') };
}

export const textsFor = (request: FastifyRequest): PageTexts =>
  pageTexts(requestLanguage(request.headers.cookie, request.headers['accept-language']));

/** Dates of the pages ("November 22, 2026"), in the page's language. */
export function formatDate(date: Date | string, language: LanguageCode): string {
  return new Date(date).toLocaleDateString(language, { dateStyle: 'long', timeZone: 'UTC' });
}

/** Money of the pages ("$10.00"), in the page's language. */
export function formatMoney(cents: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
