/** Small server-rendered pages of the sandbox's checkout and portal (no script, no inline style). */

import { textDirection, type LanguageCode } from '@waymark/shared/languages';

interface PageTexts {
  title: string;
  product: string;
  badge: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Safe to put in HTML: escaped text, or markup built from escaped parts. */
export class Html {
  constructor(readonly markup: string) {}
}

export function html(
  strings: TemplateStringsArray,
  ...values: (string | number | Html | Html[])[]
) {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    const parts = Array.isArray(value) ? value : [value];
    markup += parts
      .map((part) => (part instanceof Html ? part.markup : escapeHtml(String(part))))
      .join('');
    markup += strings[index + 1] ?? '';
  });
  return new Html(markup);
}

/** A whole page in `language`: `title` names it in the tab, `badge` says no real money moves. */
export function page(
  { language, title, product, badge }: PageTexts & { language: LanguageCode },
  body: Html,
): string {
  return `<!doctype html>${
    html`<html lang="${language}" dir="${textDirection(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} – ${product}</title>
        <link rel="stylesheet" href="/billing/sandbox/sandbox.css" />
      </head>
      <body>
        <main class="card" aria-labelledby="title">
          <p class="badge">${badge}</p>
          ${body}
        </main>
      </body>
    </html>`.markup
  }`;
}

export const sandboxCss = `:root { color-scheme: light dark; --bg: #f6f7f9; --fg: #111827; --muted: #4b5563;
  --card: #ffffff; --line: #d1d5db; --accent: #2563eb; --accent-fg: #ffffff; --badge: #fef3c7; --badge-fg: #92400e; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f172a; --fg: #f1f5f9; --muted: #cbd5e1;
  --card: #1e293b; --line: #334155; --accent: #60a5fa; --accent-fg: #0f172a; --badge: #451a03; --badge-fg: #fde68a; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--fg); }
.card { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--line);
  border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.375rem; margin: 0.5rem 0 0.25rem; }
p { margin: 0.5rem 0; }
.muted { color: var(--muted); }
.price { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
.price .muted { font-size: 1rem; font-weight: 400; }
h2 { font-size: 1.0625rem; margin: 1.25rem 0 0.25rem; }
.badge { display: inline-block; margin: 0; padding: 0.125rem 0.5rem; border-radius: 999px;
  font-size: 0.8125rem; background: var(--badge); color: var(--badge-fg); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
form { margin: 0; }
button, .link { font: inherit; border-radius: 8px; padding: 0.625rem 1rem; cursor: pointer;
  border: 1px solid var(--line); background: transparent; color: var(--fg); text-decoration: none; display: inline-block; }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); font-weight: 600; }
button:focus-visible, .link:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1rem 0; }
dt { color: var(--muted); }
dd { margin: 0; }
ul { padding-left: 1.25rem; }
`;
