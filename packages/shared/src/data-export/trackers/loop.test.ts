import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loopSchedule, notLoop, parseLoopExport, planFromLoopFiles } from './loop';
import { planTotals, TrackerFormatError } from './plan';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'loop');
const sampleZip = new Uint8Array(
  readFileSync(path.join(fixtures, 'Loop Habits CSV 2025-03-16.zip')),
);
const sample = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const modernHeader =
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?';

describe('Loop Habit Tracker export (v2.3.1 sample)', () => {
  const plan = parseLoopExport(sampleZip);

  it('makes one journey per habit with its history', () => {
    expect(plan.source).toBe('loop');
    expect(plan.journeys.map((j) => j.title)).toEqual(['Stretch', 'Read', 'Swim']);
    expect(planTotals(plan)).toEqual({ journeys: 3, steps: 2, checkins: 13 + 5, entries: 10 });
    expect(plan.warnings).toEqual([]);
  });

  it('turns a yes/no habit into a recurring step with the days ticked (not YES_AUTO, SKIP, NO)', () => {
    const stretch = plan.journeys[0]!;
    expect(stretch.description).toBe('Did you stretch today?');
    expect(stretch.status).toBe('active');
    const step = stretch.steps[0]!;
    expect(step.schedule).toEqual({ times: 1, per: 'day' });
    expect(step.checkins).toHaveLength(13);
    expect(step.checkins[0]).toBe('2025-02-24');
    expect(step.checkins.at(-1)).toBe('2025-03-16');
    expect(step.checkins).not.toContain('2025-03-04'); // SKIP
    expect(step.checkins).not.toContain('2025-02-28'); // NO
    expect(step.checkins).not.toContain('2025-03-12'); // UNKNOWN with a note
    expect(step.notes).toContain("2025-03-12: Can't remember");
    expect(step.notes).toContain('2025-02-28: Sore back, skipped on purpose');

    const swim = plan.journeys[2]!.steps[0]!;
    expect(swim.schedule).toEqual({ times: 2, per: 'week' });
    expect(swim.checkins).toEqual([
      '2025-02-25',
      '2025-02-27',
      '2025-03-05',
      '2025-03-08',
      '2025-03-14',
    ]);
  });

  it('turns a numeric habit into entries in its unit, values ÷ 1000, NO left out', () => {
    const read = plan.journeys[1]!;
    expect(read.description).toBe('How many pages did you read today?\n\nFiction, mostly');
    expect(read.unit).toBe('pages');
    expect(read.steps).toEqual([]);
    expect(read.entries.map((e) => e.amount)).toEqual([25, 12.5, 30, 22, 18, 40, 20, 15, 21, 27.5]);
    expect(read.entries[0]).toEqual({
      amount: 25,
      unit: 'pages',
      occurredOn: '2025-02-24',
      note: '',
      sourceKey: 'loop:habit:Read:2025-02-24',
    });
    expect(read.entries.find((e) => e.occurredOn === '2025-02-26')?.note).toBe(
      'Finished "The Long Way"',
    );
    expect(read.entries.find((e) => e.occurredOn === '2025-03-06')?.note).toBe(
      'Rainy day, read a lot',
    );
    expect(read.entries.some((e) => e.occurredOn === '2025-02-28')).toBe(false);
  });

  it('reads the same from the loose files as from the zip, and keys are stable', () => {
    const files = new Map([
      ['Habits.csv', sample('Habits.csv')],
      ['001 Stretch/Checkmarks.csv', sample('001 Stretch/Checkmarks.csv')],
      ['002 Read/Checkmarks.csv', sample('002 Read/Checkmarks.csv')],
      ['003 Swim/Checkmarks.csv', sample('003 Swim/Checkmarks.csv')],
    ]);
    expect(planFromLoopFiles(files)).toEqual(plan);
    expect(parseLoopExport(sampleZip).journeys.map((j) => j.sourceKey)).toEqual([
      'loop:habit:Stretch',
      'loop:habit:Read',
      'loop:habit:Swim',
    ]);
  });
});

describe('Loop variants', () => {
  it('strips a BOM and accepts CRLF line ends (a spreadsheet round trip)', () => {
    const crlf = (text: string) => `\uFEFF${text.replaceAll('\n', '\r\n')}`;
    const plan = parseLoopExport(
      zip({
        'Habits.csv': crlf(sample('Habits.csv')),
        '002 Read/Checkmarks.csv': crlf(sample('002 Read/Checkmarks.csv')),
      }),
    );
    expect(plan.journeys).toHaveLength(1);
    expect(plan.journeys[0]!.entries).toHaveLength(10);
    expect(plan.warnings).toEqual([{ code: 'loopUnselected', count: 2 }]);
  });

  it('reads quoted commas and doubled quotes in names', () => {
    const plan = parseLoopExport(
      zip({
        'Habits.csv': `${modernHeader}\n001,"Walk, then ""tea""",YES_NO,,,3,7,#388E3C,,,,true\n`,
        '001 Walk then tea/Checkmarks.csv': 'Date,Value,Notes\n2025-01-02,YES_MANUAL,"a, b"\n',
      }),
    );
    const journey = plan.journeys[0]!;
    expect(journey.title).toBe('Walk, then "tea"');
    expect(journey.status).toBe('archived');
    expect(journey.steps[0]!.schedule).toEqual({ times: 3, per: 'week' });
    expect(journey.steps[0]!.notes).toBe('2025-01-02: a, b');
  });

  it('finds columns by name when they are reordered', () => {
    const plan = parseLoopExport(
      zip({
        'Habits.csv':
          'Name,Position,Archived?,Type,Unit,FrequencyDenominator,FrequencyNumerator\nRun,001,false,NUMERICAL,km,1,1\n',
        '001 Run/Checkmarks.csv': 'Date,Value,Notes\n2025-01-03,4,\n2025-01-02,5257,\n',
      }),
    );
    // Two decimals, as entries are stored; 0.004 km rounds to nothing and is left out.
    expect(plan.journeys[0]!.entries).toMatchObject([{ amount: 5.26, unit: 'km' }]);
    expect(plan.warnings).toEqual([{ code: 'loopTinyValues', name: 'Run', count: 1, unit: 'km' }]);
  });

  it('reads the legacy v2 export (integer codes, no header) and says what it guessed', () => {
    const plan = parseLoopExport(
      zip({
        'Habits.csv':
          'Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Stretch,Did you stretch today?,,1,1,#388E3C\n002,Read,How many pages did you read today?,"Fiction, mostly",1,1,#1976D2\n',
        '001 Stretch/Checkmarks.csv':
          '2025-03-16,2\n2025-03-12,-1\n2025-03-04,3\n2025-03-03,1\n2025-02-28,0\n',
        '002 Read/Checkmarks.csv': '2025-03-15,27500\n2025-03-13,21000\n2025-02-28,0\n',
      }),
    );
    expect(plan.journeys[0]!.steps[0]!.checkins).toEqual(['2025-03-16']);
    expect(plan.journeys[1]!.entries.map((e) => e.amount)).toEqual([21, 27.5]);
    expect(plan.journeys[1]!.unit).toBe('units');
    expect(plan.warnings).toEqual([{ code: 'loopLegacyNumeric', name: 'Read' }]);
  });

  it('reads the v1 header (no Question column)', () => {
    const plan = parseLoopExport(
      zip({
        'Habits.csv':
          'Position,Name,Description,NumRepetitions,Interval,Color\n001,Floss,Did you floss?,1,1,#388E3C\n',
        '001 Floss/Checkmarks.csv': '2016-01-02,2\n2016-01-01,0\n',
      }),
    );
    expect(plan.journeys[0]!.steps[0]!.checkins).toEqual(['2016-01-02']);
  });

  it('tells two habits of the same name apart, and matches folders by number not name', () => {
    const plan = parseLoopExport(
      zip({
        'Habits.csv': `${modernHeader}\n001,Read,YES_NO,,,1,1,#fff,,,,false\n002,Read,YES_NO,,,1,1,#fff,,,,false\n003,🧘,YES_NO,,,1,1,#fff,,,,false\n`,
        '001 Read/Checkmarks.csv': 'Date,Value,Notes\n',
        '002 Read/Checkmarks.csv': 'Date,Value,Notes\n2025-01-01,YES_MANUAL,\n',
        '003/Checkmarks.csv': 'Date,Value,Notes\n2025-01-01,YES_MANUAL,\n',
      }),
    );
    expect(plan.journeys.map((j) => [j.title, j.sourceKey])).toEqual([
      ['Read', 'loop:habit:Read'],
      ['Read (002)', 'loop:habit:Read (002)'],
      ['🧘', 'loop:habit:🧘'],
    ]);
  });

  it('accepts the export re-zipped inside a folder', () => {
    const plan = parseLoopExport(
      zip({
        'export/Habits.csv': sample('Habits.csv'),
        'export/001 Stretch/Checkmarks.csv': sample('001 Stretch/Checkmarks.csv'),
      }),
    );
    expect(plan.journeys).toHaveLength(1);
  });

  it('warns about numeric values that Loop writes as YES_AUTO/YES_MANUAL', () => {
    const plan = parseLoopExport(
      zip({
        'Habits.csv': `${modernHeader}\n001,Water,NUMERICAL,,,1,1,#fff,glasses,AT_LEAST,8.0,false\n`,
        '001 Water/Checkmarks.csv': 'Date,Value,Notes\n2025-01-02,YES_MANUAL,\n2025-01-01,8000,\n',
      }),
    );
    expect(plan.journeys[0]!.entries).toHaveLength(1);
    expect(plan.warnings[0]).toEqual({
      code: 'loopTinyValues',
      name: 'Water',
      count: 1,
      unit: 'glasses',
    });
  });
});

describe('Loop refusals', () => {
  const refuses = (content: Uint8Array, message: string | RegExp) => {
    expect(() => parseLoopExport(content)).toThrow(TrackerFormatError);
    expect(() => parseLoopExport(content)).toThrow(message);
  };

  it('refuses what is not Loop’s zip', () => {
    refuses(strToU8(sample('Habits.csv')), notLoop);
    refuses(strToU8('{"tasks":{}}'), notLoop);
    refuses(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), notLoop);
    refuses(zip({ 'notes.txt': 'hello' }), `${notLoop}: it has no Habits.csv`);
  });

  it('refuses an unknown Habits.csv header, naming it', () => {
    refuses(zip({ 'Habits.csv': 'Title,When\nx,y\n' }), /unrecognised header \(Title,When\)/);
  });

  it('refuses a per-habit file with no habit, a bad date, an unknown value, a wrong column count', () => {
    const habits = `${modernHeader}\n001,Stretch,YES_NO,,,1,1,#fff,,,,false\n`;
    refuses(
      zip({ 'Habits.csv': habits, '009 Ghost/Checkmarks.csv': 'Date,Value,Notes\n' }),
      '009 Ghost/Checkmarks.csv belongs to no habit',
    );
    refuses(
      zip({
        'Habits.csv': habits,
        '001 Stretch/Checkmarks.csv': 'Date,Value,Notes\n16/03/2025,YES_MANUAL,\n',
      }),
      'line 2 has a date that is not YYYY-MM-DD',
    );
    refuses(
      zip({
        'Habits.csv': habits,
        '001 Stretch/Checkmarks.csv': 'Date,Value,Notes\n2025-03-16,MAYBE,\n',
      }),
      'unknown value "MAYBE"',
    );
    refuses(
      zip({
        'Habits.csv': habits,
        '001 Stretch/Checkmarks.csv': 'Date,Value,Notes\n2025-03-16,YES_MANUAL\n',
      }),
      'line 2 has 2 columns',
    );
    refuses(
      zip({ 'Habits.csv': habits, '001 Stretch/Checkmarks.csv': 'When,What\n' }),
      'has an unrecognised first line',
    );
  });

  it('refuses an export that holds no habit', () => {
    refuses(zip({ 'Habits.csv': `${modernHeader}\n` }), `${notLoop}: it holds no habit`);
  });
});

describe('loopSchedule', () => {
  it.each([
    [1, 1, { times: 1, per: 'day' }],
    [1, 7, { times: 1, per: 'week' }],
    [3, 7, { times: 3, per: 'week' }],
    [2, 3, { times: 5, per: 'week' }],
    [4, 30, { times: 4, per: 'month' }],
    [1, 14, { times: 2, per: 'month' }],
    [12, 1, { times: 10, per: 'day' }],
  ])('%i in %i days → %o', (n, d, schedule) => {
    expect(loopSchedule(n, d)).toEqual(schedule);
  });
});
