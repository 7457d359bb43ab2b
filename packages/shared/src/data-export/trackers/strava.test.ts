import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { planTotals, TrackerFormatError } from './plan';
import { notStrava, parseStravaExport, planFromActivitiesCsv, stravaDay } from './strava';

const sampleCsv = readFileSync(
  path.join(import.meta.dirname, 'fixtures', 'strava-activities.csv'),
  'utf8',
);
const header = sampleCsv.slice(0, sampleCsv.indexOf('\n'));
const bytes = (text: string) => strToU8(text);

describe('Strava activities.csv (sample, 94 columns)', () => {
  const plan = parseStravaExport(bytes(sampleCsv));

  it('makes a journey per activity type with an entry per activity', () => {
    expect(plan.source).toBe('strava');
    expect(plan.journeys.map((j) => [j.title, j.unit, j.category, j.sourceKey])).toEqual([
      ['Running', 'km', 'fitness', 'strava:type:Run'],
      ['Cycling', 'km', 'fitness', 'strava:type:Ride'],
      ['Weight training', 'min', 'fitness', 'strava:type:Weight Training'],
    ]);
    expect(planTotals(plan)).toEqual({ journeys: 3, steps: 0, checkins: 0, entries: 3 });
    expect(plan.warnings).toEqual([]);
  });

  it('takes the distance from the metres column (not the km one, never both), dated in UTC', () => {
    expect(plan.journeys[0]!.entries).toEqual([
      {
        amount: 7.41,
        unit: 'km',
        occurredOn: '2025-03-15',
        note: 'Morning Run',
        sourceKey: 'strava:activity:13801234567',
      },
    ]);
    expect(plan.journeys[1]!.entries[0]).toMatchObject({
      amount: 42.18,
      occurredOn: '2025-03-16',
      note: 'Sunday ride, with coffee stop',
    });
  });

  it('logs a type without distance in minutes of moving time', () => {
    expect(plan.journeys[2]!.entries[0]).toMatchObject({
      amount: 60,
      unit: 'min',
      occurredOn: '2025-03-18',
    });
  });

  it('reads the same from the archive zip, at its root or one folder down', () => {
    expect(
      parseStravaExport(zipSync({ 'activities.csv': bytes(sampleCsv), 'profile.csv': bytes('x') })),
    ).toEqual(plan);
    expect(
      parseStravaExport(
        zipSync({
          'export_123/activities.csv': bytes(sampleCsv),
          'export_123/activities/1.gpx': bytes('<gpx/>'),
        }),
      ),
    ).toEqual(plan);
  });
});

describe('Strava variants', () => {
  it('strips a BOM and reads CRLF', () => {
    const plan = planFromActivitiesCsv(`\uFEFF${sampleCsv.replaceAll('\n', '\r\n')}`);
    expect(planTotals(plan).entries).toBe(3);
  });

  it('reads the 10-column 2019 export (Distance in km, only one)', () => {
    const plan = planFromActivitiesCsv(
      'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Commute,Activity Gear,Filename\n' +
        '1836776031,"Sep 12, 2018, 3:02:23 PM",Lunch Run,Run,,1200,3.68,false,,activities/1836776031.gpx\n',
    );
    expect(plan.journeys[0]!.entries[0]).toMatchObject({ amount: 3.68, occurredOn: '2018-09-12' });
  });

  it('reads the older snake_case export (distance in metres, ISO-like dates)', () => {
    const plan = planFromActivitiesCsv(
      'id,date,name,type,description,elapsed_time,distance,commute,gear,filename\n' +
        '83514080,2018-09-12 15:02:23,Commute,Ride,,900,3681.0,true,,activities/83514080.gpx.gz\n',
    );
    expect(plan.journeys[0]!.entries[0]).toMatchObject({ amount: 3.68, occurredOn: '2018-09-12' });
  });

  it('reads a German export: translated header, day-first dates, decimal commas', () => {
    const plan = planFromActivitiesCsv(
      'Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Aktivitätsbeschreibung,Verstrichene Zeit,Distanz,Dateiname\n' +
        '42,"15.03.2025, 07:02:11",Morgenlauf,Run,"",2715,"7,41",\n' +
        '43,"16. März 2025, 17:31:40",Ausfahrt,Ride,"",7260,"1.042,18",\n',
    );
    expect(
      plan.journeys.map((j) => [j.title, j.entries[0]!.amount, j.entries[0]!.occurredOn]),
    ).toEqual([
      ['Running', 7.41, '2025-03-15'],
      ['Cycling', 1042.18, '2025-03-16'],
    ]);
  });

  it('reads a newer export with more columns after the known ones', () => {
    const lines = sampleCsv.trimEnd().split('\n');
    const wider = [
      `${header},Recovery,With Pet,Competition,Long Run,For a Cause,Downhill Distance,Media`,
    ]
      .concat(lines.slice(1, 2).map((line) => `${line},,,,,,,""`))
      .join('\n');
    const plan = planFromActivitiesCsv(wider);
    expect(plan.journeys[0]!.entries[0]!.amount).toBe(7.41);
  });

  it('skips #error# lines and unreadable rows, and activities without distance, saying so', () => {
    const plan = planFromActivitiesCsv(
      'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Commute,Activity Gear,Filename\n' +
        '#error#\n' +
        '1,"Mar 1, 2025, 7:00:00 AM",Run A,Run,,600,2.5,false,,\n' +
        '2,"Mar 2, 2025, 7:00:00 AM",Treadmill,Run,,600,0.00,false,,\n' +
        'x3,"Mar 3, 2025, 7:00:00 AM",Broken,Run,,600,2.5,false,,\n' +
        '4,"someday",Broken,Run,,600,2.5,false,,\n' +
        '5,"Mar 5, 2025, 7:00:00 AM",Paddle,Canoeing,"multi\nline, ""quoted""",600,4,false,,\n',
    );
    expect(plan.journeys.map((j) => [j.title, j.entries.length])).toEqual([
      ['Running', 1],
      ['Canoeing', 1],
    ]);
    expect(plan.warnings).toEqual([
      { code: 'stravaErrorLines', count: 1 },
      { code: 'stravaUnreadable', count: 2 },
      { code: 'stravaNoDistance', name: 'Running', count: 1 },
    ]);
  });

  it.each([
    ['Mar 15, 2025, 7:02:11 AM', '2025-03-15'],
    ['Dec 31, 2024, 11:59:59 PM', '2024-12-31'],
    ['15 Mar 2025, 07:02:11', '2025-03-15'],
    ['2018-09-12 15:02:23', '2018-09-12'],
    ['01.02.2025, 07:00:00', '2025-02-01'],
    ['3. Okt. 2024, 10:00:00', '2024-10-03'],
    ['Feb 30, 2025, 1:00:00 AM', null],
    ['tomorrow', null],
  ])('stravaDay(%s) = %s', (value, day) => {
    expect(stravaDay(value)).toBe(day);
  });
});

describe('Strava refusals', () => {
  const refuses = (content: Uint8Array, message: string | RegExp) => {
    expect(() => parseStravaExport(content)).toThrow(TrackerFormatError);
    expect(() => parseStravaExport(content)).toThrow(message);
  };

  it('refuses what is not activities.csv', () => {
    refuses(bytes(''), `${notStrava}: activities.csv is empty`);
    refuses(
      bytes('Date,Value,Notes\n2025-01-01,YES_MANUAL,\n'),
      `${notStrava}: activities.csv starts with “Date”`,
    );
    refuses(bytes('{"tasks":{}}'), notStrava);
    refuses(
      bytes('Activity ID,Activity Name\n1,x\n'),
      `${notStrava}: activities.csv has no Activity Date, Activity Type, Distance column`,
    );
    refuses(bytes(`${header}\n`), `${notStrava}: activities.csv holds no activity`);
    refuses(zipSync({ 'profile.csv': bytes('x') }), `${notStrava}: the zip has no activities.csv`);
    refuses(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), notStrava);
  });
});
