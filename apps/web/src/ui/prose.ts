/**
 * Typography for long texts (legal pages, blog posts): spacing, headings, lists and links for
 * plain HTML elements, so rendered Markdown needs no classes of its own.
 */
export const proseClasses = [
  'max-w-none text-base leading-7 text-fg',
  '[&_p]:mt-4',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6',
  '[&_a]:font-medium [&_a]:text-brand-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold',
  '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm',
  '[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_blockquote]:text-muted',
  '[&_hr]:my-8 [&_hr]:border-line',
].join(' ');
