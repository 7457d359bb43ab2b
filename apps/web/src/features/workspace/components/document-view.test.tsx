import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JourneyDocument } from '@waymark/shared/journeys/document';
import { DocumentView } from '@/features/workspace/components/document-view';
import { loadWorkspaceTexts } from '@/features/workspace/test/workspace-texts';
import { fixtureStep } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';

const done = fixtureStep(0, 'Buy boots', '2026-11-20T10:00:00.000Z');
const open = fixtureStep(1, 'Train on weekends');

const document: JourneyDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'The plan' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read ' },
        {
          type: 'text',
          text: 'the guide',
          marks: [
            { type: 'bold' },
            { type: 'link', attrs: { href: 'https://example.com/camino' } },
          ],
        },
      ],
    },
    {
      type: 'taskList',
      content: [
        {
          type: 'taskItem',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Passport' }] }],
        },
      ],
    },
    { type: 'stepBlock', attrs: { stepId: done.id } },
    { type: 'stepBlock', attrs: { stepId: open.id } },
    { type: 'codeBlock', content: [{ type: 'text', text: 'km = 790' }] },
  ],
};

beforeAll(loadWorkspaceTexts);

describe('DocumentView (the read-only document)', () => {
  it('shows the blocks as the editor would, headings under the page’s own', () => {
    renderWithProviders(<DocumentView document={document} steps={[done, open]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'The plan' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/camino');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText('the guide').closest('strong')).not.toBeNull();
    expect(screen.getByText('Passport').closest('div')).toHaveClass('line-through');
    expect(screen.getByText('km = 790').closest('pre')).toHaveAttribute('dir', 'ltr');
  });

  it('shows step blocks with the step’s current title and state, and nothing for a gone step', () => {
    const { container } = renderWithProviders(
      <DocumentView
        document={{
          type: 'doc',
          content: [
            ...document.content.slice(3, 5),
            { type: 'stepBlock', attrs: { stepId: fixtureStep(9).id } },
          ],
        }}
        steps={[done, open]}
      />,
    );
    expect(screen.getByText('Buy boots').parentElement).toHaveTextContent('Buy boots(done)');
    expect(screen.getByText('Train on weekends').parentElement).toHaveTextContent(
      'Train on weekends(not done yet)',
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
