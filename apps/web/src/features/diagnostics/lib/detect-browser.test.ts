import { describe, expect, it } from 'vitest';
import { detectBrowser } from '@/features/diagnostics/lib/detect-browser';

const agents = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('detectBrowser', () => {
  it('recognises Safari on macOS and iOS by its Version token', () => {
    expect(detectBrowser(agents.safariMac)).toEqual({ name: 'Safari', version: '17.5' });
    expect(detectBrowser(agents.safariIos)).toEqual({ name: 'Safari', version: '17.5' });
  });

  it('does not mistake Chrome-based browsers for Safari', () => {
    expect(detectBrowser(agents.chrome)).toEqual({ name: 'Chrome', version: '131.0.0.0' });
    expect(detectBrowser(agents.chromeIos)?.name).toBe('Chrome');
    expect(detectBrowser(agents.edge)).toEqual({ name: 'Edge', version: '131.0.2903.51' });
  });

  it('recognises Firefox', () => {
    expect(detectBrowser(agents.firefox)).toEqual({ name: 'Firefox', version: '133.0' });
  });

  it('returns null for an agent it cannot name', () => {
    expect(detectBrowser('curl/8.5.0')).toBeNull();
  });
});
