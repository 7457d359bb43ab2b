import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFallback } from '@/ui/page-fallback';

describe('PageFallback', () => {
  it('reads "Loading..." by default', () => {
    render(<PageFallback />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('reads "Checking authentication..." while the session is checked', () => {
    render(<PageFallback kind="auth" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
  });
});
