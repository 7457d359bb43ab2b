import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseSeedArgs, seedUsage } from './options';

describe('parseSeedArgs', () => {
  it('gives the defaults when nothing is asked', () => {
    expect(parseSeedArgs([])).toEqual({
      kind: 'options',
      options: {
        users: 100,
        journeysPerUser: 10,
        stepsPerJourney: 6,
        projectsPerUser: 3,
        batchSize: 100,
        password: 'waymark-demo-1',
      },
    });
  });

  it('reads the counts and the password', () => {
    const parsed = parseSeedArgs([
      '--users',
      '1000',
      '--steps-per-journey=3',
      '--password',
      'longenough',
    ]);
    expect(parsed).toMatchObject({
      kind: 'options',
      options: { users: 1000, stepsPerJourney: 3, password: 'longenough' },
    });
  });

  it('asks for help with --help or -h', () => {
    expect(parseSeedArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseSeedArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--user', '5'], /Unknown option '--user'/],
    [['--users', 'many'], /--users must be a whole number from 1 to 1000000/],
    [['--users', '0'], /--users must be a whole number from 1 to 1000000/],
    [['--steps-per-journey', '2.5'], /--steps-per-journey must be a whole number from 1 to 200/],
    [['--password', 'short'], /--password must be at least 8 characters/],
    [['--users'], /argument missing/],
  ])('refuses %j with a sentence', (args, message) => {
    const parsed = parseSeedArgs(args);
    expect(parsed.kind).toBe('invalid');
    expect(parsed.kind === 'invalid' && parsed.message).toMatch(message);
  });

  it('lists every option with its default in the usage', () => {
    const usage = seedUsage();
    for (const option of [
      '--users',
      '--journeys-per-user',
      '--steps-per-journey',
      '--projects-per-user',
      '--batch-size',
      '--password',
      '--help',
    ]) {
      expect(usage).toContain(option);
    }
    expect(usage).toContain('default 100');
  });
});

describe('npm run seed', () => {
  const run = promisify(execFile);
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  const seed = (args: string[]) =>
    run(
      'npx',
      ['tsx', '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/seed/main.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: '/nonexistent-never-opened' },
      },
    );

  it('prints its options for --help and exits 0, touching no database', async () => {
    const { stdout } = await seed(['--help']);
    expect(stdout).toContain('Usage: npm run seed -- [options]');
    expect(stdout).toContain('--users');
  });

  it('answers an unknown option with a sentence and the usage, exit 2, no stack trace', async () => {
    const failed = await seed(['--nope']).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain("Unknown option '--nope'");
    expect(failed?.stderr).toContain('Usage: npm run seed -- [options]');
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
  });
});
