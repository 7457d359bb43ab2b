import { parseArgs } from 'node:util';

/** The options of `npm run seed`, each with its default and its allowed range. */
const optionSpecs = {
  users: { default: 100, min: 1, max: 1_000_000, help: 'people to make' },
  'journeys-per-user': { default: 10, min: 0, max: 1000, help: 'journeys each person has' },
  'steps-per-journey': { default: 6, min: 1, max: 200, help: 'steps in each journey' },
  'projects-per-user': { default: 3, min: 0, max: 50, help: 'projects each person has' },
  'batch-size': { default: 100, min: 1, max: 10_000, help: 'people written per transaction' },
} as const;

const defaultPassword = 'waymark-demo-1';

export interface SeedOptions {
  users: number;
  journeysPerUser: number;
  stepsPerJourney: number;
  projectsPerUser: number;
  batchSize: number;
  password: string;
}

export type ParsedSeedArgs =
  | { kind: 'help' }
  | { kind: 'invalid'; message: string }
  | { kind: 'options'; options: SeedOptions };

/** What `--help` prints, and what follows the message of a wrong option. */
export function seedUsage(): string {
  const rows = Object.entries(optionSpecs).map(
    ([name, spec]) =>
      `  --${name.padEnd(20)} ${spec.help} (${spec.min}–${spec.max}, default ${spec.default})`,
  );
  return [
    'Usage: npm run seed -- [options]',
    '',
    'Makes demo people with projects, journeys, steps and activities. Uses DATABASE_URL when',
    'set, else the embedded database under DATA_DIR (default ./data); stop the server first.',
    '',
    'Options:',
    ...rows,
    `  --${'password'.padEnd(20)} every demo person's password (at least 8 characters, default ${defaultPassword})`,
    `  --${'help'.padEnd(20)} print this and exit`,
  ].join('\n');
}

/** Reads the command line; never throws, so a typo gets a sentence, not a stack trace. */
export function parseSeedArgs(args: string[]): ParsedSeedArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        ...Object.fromEntries(Object.keys(optionSpecs).map((name) => [name, { type: 'string' }])),
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    // node:util's messages name the option: "Unknown option '--user'".
    return { kind: 'invalid', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  const counts: Record<string, number> = {};
  for (const [name, spec] of Object.entries(optionSpecs)) {
    const raw = values[name];
    const value = raw === undefined ? spec.default : Number(raw);
    if (!Number.isInteger(value) || value < spec.min || value > spec.max) {
      return {
        kind: 'invalid',
        message: `--${name} must be a whole number from ${spec.min} to ${spec.max}`,
      };
    }
    counts[name] = value;
  }
  const password = typeof values.password === 'string' ? values.password : defaultPassword;
  if (password.length < 8) {
    return { kind: 'invalid', message: '--password must be at least 8 characters' };
  }
  return {
    kind: 'options',
    options: {
      users: counts.users!,
      journeysPerUser: counts['journeys-per-user']!,
      stepsPerJourney: counts['steps-per-journey']!,
      projectsPerUser: counts['projects-per-user']!,
      batchSize: counts['batch-size']!,
      password,
    },
  };
}
