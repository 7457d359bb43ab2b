import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationAvatar } from '@/features/chat/components/person-avatar';
import { PersonPicture } from '@/ui/person-avatar';

const person = (id: string, fullName: string) => ({
  id,
  username: fullName.split(' ')[0]!.toLowerCase(),
  fullName,
  avatarUrl: null,
});
const ada = person('1b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', 'Ada Lovelace');
const bob = person('2b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', 'Bob Builder');

/** The width utilities on an element: more than one leaves the largest, as Tailwind orders them. */
const sizesOf = (element: Element) => [...element.classList].filter((name) => /^size-/.test(name));

describe('ConversationAvatar', () => {
  it('draws a group as two small faces that both show in the corner box, in either direction', () => {
    const { container } = render(<ConversationAvatar people={[ada, bob]} />);
    const stack = container.firstElementChild!;
    expect(sizesOf(stack)).toEqual(['size-10']);
    const faces = [...stack.children];
    expect(faces.map((face) => face.textContent)).toEqual(['AL', 'BB']);
    // 28 px faces in a 40 px box, one at the start-top corner and one at the end-bottom corner
    // (logical sides: mirrored in Arabic). A larger size beside it hid the first face.
    for (const face of faces) expect(sizesOf(face)).toEqual(['size-7']);
    expect(faces[0]).toHaveClass('start-0', 'top-0');
    expect(faces[1]).toHaveClass('end-0', 'bottom-0');
  });

  it('keeps the default 36 px for a face given no size', () => {
    const { container } = render(<PersonPicture name="Ada Lovelace" pictureUrl={null} />);
    expect(sizesOf(container.firstElementChild!)).toEqual(['size-9']);
  });
});
