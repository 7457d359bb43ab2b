import { describe, expect, it } from 'vitest';
import { stepPictures } from './pictures';

const journey = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const other = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';
const file = (owner: string, name: string) => `/api/files/j_${owner}_${name}.webp`;
const step = (stepId: string) => ({ type: 'stepBlock', attrs: { stepId } });
const image = (src: string, alt: string | null = null) => ({ type: 'image', attrs: { src, alt } });

describe('stepPictures', () => {
  const document = {
    type: 'doc',
    content: [
      image(file(journey, 'intro')),
      step('a'),
      { type: 'paragraph', content: [{ type: 'text', text: 'Made it.' }] },
      image(file(journey, 'summit'), 'The summit'),
      image(file(other, 'borrowed')),
      step('b'),
      image(file(journey, 'descent')),
    ],
  };

  it('takes the images between a step block and the next, in document order', () => {
    expect(stepPictures(journey, document, ['a'])).toEqual([
      { kind: 'step', url: file(journey, 'summit'), alt: 'The summit', width: null, height: null },
    ]);
    expect(stepPictures(journey, document, ['b', 'a']).map((p) => p.url)).toEqual([
      file(journey, 'summit'),
      file(journey, 'descent'),
    ]);
  });

  it("leaves out other journeys' images, images under no step, and at most `max`", () => {
    expect(stepPictures(journey, document, ['a']).map((p) => p.url)).not.toContain(
      file(other, 'borrowed'),
    );
    expect(stepPictures(journey, document, ['c'])).toEqual([]);
    expect(stepPictures(journey, document, ['a', 'b'], 1)).toHaveLength(1);
  });

  it('reads a missing or malformed document as one without pictures', () => {
    expect(stepPictures(journey, undefined, ['a'])).toEqual([]);
    expect(stepPictures(journey, { content: 'nope' }, ['a'])).toEqual([]);
    expect(
      stepPictures(journey, { content: [image('https://evil.example/x.png')] }, ['a']),
    ).toEqual([]);
  });
});
