import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardLink } from '@/ui/card-link';

describe('CardLink', () => {
  it('lets the title set its own direction, so English stays whole on an Arabic page', () => {
    render(
      <MemoryRouter>
        <div dir="rtl">
          <CardLink to="/journeys/1">From couch to 21.1 km by spring.</CardLink>
        </div>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'From couch to 21.1 km by spring.' })).toHaveAttribute(
      'dir',
      'auto',
    );
  });
});
