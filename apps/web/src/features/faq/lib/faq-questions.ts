import type { TFunction } from 'i18next';

/** The FAQ in the order it is shown; texts are `info:faq.items.<id>.question|answer`. */
export const faqQuestionIds = [
  'whatIs',
  'account',
  'journeyVsProject',
  'progress',
  'visibility',
  'privacy',
  'pro',
  'freePeriod',
  'afterFreePeriod',
  'billing',
  'switchPlan',
  'languages',
  'export',
  'deleteAccount',
] as const;
export type FaqQuestionId = (typeof faqQuestionIds)[number];

export interface FaqEntry {
  id: FaqQuestionId;
  question: string;
  answer: string;
}

/** Written out per id so the key extractor sees every text. */
const texts: Record<FaqQuestionId, (t: TFunction<'info'>, productName: string) => FaqEntry> = {
  whatIs: (t, productName) => ({
    id: 'whatIs',
    question: t('faq.items.whatIs.question', { productName }),
    answer: t('faq.items.whatIs.answer', { productName }),
  }),
  account: (t) => ({
    id: 'account',
    question: t('faq.items.account.question'),
    answer: t('faq.items.account.answer'),
  }),
  journeyVsProject: (t) => ({
    id: 'journeyVsProject',
    question: t('faq.items.journeyVsProject.question'),
    answer: t('faq.items.journeyVsProject.answer'),
  }),
  progress: (t) => ({
    id: 'progress',
    question: t('faq.items.progress.question'),
    answer: t('faq.items.progress.answer'),
  }),
  visibility: (t) => ({
    id: 'visibility',
    question: t('faq.items.visibility.question'),
    answer: t('faq.items.visibility.answer'),
  }),
  privacy: (t) => ({
    id: 'privacy',
    question: t('faq.items.privacy.question'),
    answer: t('faq.items.privacy.answer'),
  }),
  pro: (t, productName) => ({
    id: 'pro',
    question: t('faq.items.pro.question', { productName }),
    answer: t('faq.items.pro.answer'),
  }),
  freePeriod: (t) => ({
    id: 'freePeriod',
    question: t('faq.items.freePeriod.question'),
    answer: t('faq.items.freePeriod.answer'),
  }),
  afterFreePeriod: (t, productName) => ({
    id: 'afterFreePeriod',
    question: t('faq.items.afterFreePeriod.question'),
    answer: t('faq.items.afterFreePeriod.answer', { productName }),
  }),
  billing: (t) => ({
    id: 'billing',
    question: t('faq.items.billing.question'),
    answer: t('faq.items.billing.answer'),
  }),
  switchPlan: (t) => ({
    id: 'switchPlan',
    question: t('faq.items.switchPlan.question'),
    answer: t('faq.items.switchPlan.answer'),
  }),
  languages: (t, productName) => ({
    id: 'languages',
    question: t('faq.items.languages.question', { productName }),
    answer: t('faq.items.languages.answer'),
  }),
  export: (t) => ({
    id: 'export',
    question: t('faq.items.export.question'),
    answer: t('faq.items.export.answer'),
  }),
  deleteAccount: (t) => ({
    id: 'deleteAccount',
    question: t('faq.items.deleteAccount.question'),
    answer: t('faq.items.deleteAccount.answer'),
  }),
};

export function faqEntries(t: TFunction<'info'>, productName: string): FaqEntry[] {
  return faqQuestionIds.map((id) => texts[id](t, productName));
}

/** Lower-cased, accents removed, so "facturacion" finds "facturación". */
function fold(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** Entries whose question or answer contains every word of the query. */
export function filterFaq(entries: FaqEntry[], query: string, locale: string): FaqEntry[] {
  const words = fold(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = fold(`${entry.question} ${entry.answer}`, locale);
    return words.every((word) => haystack.includes(word));
  });
}
