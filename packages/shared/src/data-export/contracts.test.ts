import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './contracts';

describe('export CSV', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvField('Walk')).toBe('Walk');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('writes a header and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        ['id', 'title'],
        [
          { id: 1, title: 'A' },
          { id: 2, title: null },
        ],
      ),
    ).toBe('id,title\r\n1,A\r\n2,\r\n');
  });
});
