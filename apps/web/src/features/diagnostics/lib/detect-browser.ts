export interface BrowserInfo {
  name: string;
  version: string | null;
}

// Order matters: Edge, Opera and Samsung also claim "Chrome", and Chrome also claims "Safari".
const signatures: { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /Edg(?:e|A|iOS)?\/([\d.]+)/ },
  { name: 'Opera', pattern: /(?:OPR|Opera)\/([\d.]+)/ },
  { name: 'Samsung Internet', pattern: /SamsungBrowser\/([\d.]+)/ },
  { name: 'Firefox', pattern: /(?:Firefox|FxiOS)\/([\d.]+)/ },
  { name: 'Chrome', pattern: /(?:Chrome|CriOS|Chromium)\/([\d.]+)/ },
  { name: 'Safari', pattern: /Version\/([\d.]+).*Safari\// },
];

/** Names the browser from its user agent; good enough for a diagnostic page, not for features. */
export function detectBrowser(userAgent: string): BrowserInfo | null {
  for (const { name, pattern } of signatures) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: match[1] ?? null };
  }
  return null;
}
