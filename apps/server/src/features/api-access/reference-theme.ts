/**
 * Waymark's look for the API reference (@fastify/swagger-ui at /api/docs): the product's name
 * in the title and the top bar, its mark as logo and icon, its colours in light and in Swagger
 * UI's own dark mode (which follows prefers-color-scheme, with a switch in the top bar). Every
 * part is a file of the reference's own (CSS, a script, the icon) or a data: image, so the
 * page keeps the app's content security policy.
 */

/** The mark of apps/web/src/app/layouts/brand-mark.tsx: a ridge line and the trail's blaze. */
const mark = (stroke = '') =>
  `<rect width="32" height="32" rx="8" fill="#0f6b57"${stroke}/>` +
  '<path d="M7 23l5.5-10 3.5 6 3.5-6L25 23" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<circle cx="24" cy="8.5" r="3" fill="#fb923c"/>';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mark and "<name> API" in white, for the pine top bar; the text is fitted to its box. */
function logoSvg(title: string): string {
  const textWidth = Math.round(title.length * 10.5);
  const width = 44 + textWidth;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width}" height="32">` +
    // A faint white edge keeps the pine square apart from the pine bar.
    mark(' stroke="#fff" stroke-opacity=".4"') +
    `<text x="44" y="23" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" fill="#fff" ` +
    `font-family="system-ui, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" font-size="19" font-weight="600">` +
    `${escapeXml(title)}</text></svg>`
  );
}

// The app's palette (apps/web/src/styles.css): paper neutrals, pine for action.
const css = `
html { background: #faf8f4; }
html.dark-mode, html.dark-mode body, .dark-mode .swagger-ui { background: #111513; }
.swagger-ui .topbar { background: #0f6b57; padding: 8px 0; }
html.dark-mode .swagger-ui .topbar { background: #163b31; border-bottom: 1px solid #2c3833; }
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .topbar .topbar-wrapper { flex-direction: row; flex-wrap: nowrap; align-items: center; justify-content: space-between; }
.swagger-ui .topbar-wrapper .link img { display: block; }
.swagger-ui .dark-mode-toggle button svg { fill: #fff; }
.swagger-ui .info a, .swagger-ui .info .link, .swagger-ui .info .base-url { color: #0f6b57; }
html.dark-mode .swagger-ui .info a, html.dark-mode .swagger-ui .info .link,
html.dark-mode .swagger-ui .info .base-url { color: #6fd3b6; }
.swagger-ui .info .title small.version-stamp { background: #0f6b57; }
html.dark-mode .swagger-ui .info .title small.version-stamp { background: #11806a; }
.swagger-ui .scheme-container { background: #f3efe7; box-shadow: none; border-block: 1px solid #e4ded3; }
html.dark-mode .swagger-ui .scheme-container { background: #161d1a; border-color: #2c3833; }
.swagger-ui .btn.authorize { color: #0f6b57; border-color: #0f6b57; }
.swagger-ui .btn.authorize svg { color: #0f6b57; fill: #0f6b57; }
html.dark-mode .swagger-ui .btn.authorize { color: #6fd3b6; border-color: #6fd3b6; }
html.dark-mode .swagger-ui .btn.authorize svg,
html.dark-mode .swagger-ui .scheme-container .btn.authorize svg { color: #6fd3b6; fill: #6fd3b6; }
.swagger-ui .btn.execute { background: #0f6b57; border-color: #0f6b57; color: #fff; }
.swagger-ui .opblock-tag { border-bottom-color: #e4ded3; }
html.dark-mode .swagger-ui .opblock-tag { border-bottom-color: #2c3833; }
`.trim();

/**
 * Swagger UI puts the logo in without a text alternative, and links it nowhere; and it reads
 * prefers-color-scheme once, when it starts: a change of the system's theme is followed here.
 */
const script = (label: string) =>
  `(function () {
  var dark = window.matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', function (event) {
    document.documentElement.classList.toggle('dark-mode', event.matches);
  });
  var observer = new MutationObserver(function () {
    var logo = document.querySelector('.topbar-wrapper .link img');
    if (!logo) return;
    observer.disconnect();
    logo.alt = ${JSON.stringify(label)};
    logo.closest('a').setAttribute('href', '/');
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
})();`;

/** The swagger-ui options that carry the theme. */
export function referenceTheme(productName: string) {
  const title = `${productName} API`;
  return {
    logo: { type: 'image/svg+xml', content: Buffer.from(logoSvg(title)) },
    theme: {
      title: `${title} reference`,
      css: [{ filename: 'waymark.css', content: css }],
      js: [{ filename: 'waymark.js', content: script(`${title}: back to ${productName}`) }],
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${mark()}</svg>`,
          ),
        },
      ],
    },
  };
}
