import { journeyStatuses, type JourneyStatus } from '@waymark/shared/journeys/common-contracts';

/** One row of the /list-demo list: a made-up journey, the same on every visit. */
export interface DemoItem {
  id: string;
  title: string;
  owner: string;
  status: DemoStatus;
  progress: number;
  steps: number;
  /** Days since 2026-01-01, so the date column formats in the reader's language. */
  updatedDay: number;
}

// The demo's rows are made-up journeys, so they take a journey's statuses and their labels.
export const demoStatuses = journeyStatuses;
export type DemoStatus = JourneyStatus;

const places = [
  'Alps',
  'Andes',
  'Atlas',
  'Baltic',
  'Camino',
  'Danube',
  'Fjord',
  'Kyoto',
  'Lisbon',
  'Nile',
  'Patagonia',
  'Sahara',
  'Tatra',
  'Yukon',
];
const kinds = [
  'Trek',
  'Marathon',
  'Cookbook',
  'Novel',
  'Garden',
  'Guitar',
  'Thesis',
  'Cycle tour',
  'Language',
  'Studio',
  'Climb',
  'Voyage',
];
const owners = [
  'Ada',
  'Alan',
  'Grace',
  'Hedy',
  'Katherine',
  'Linus',
  'Margaret',
  'Radia',
  'Tim',
  'Yukihiro',
];

/** A small seeded generator (mulberry32): the demo shows the same rows every time. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function generateDemoItems(count: number, seed = 42): DemoItem[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const steps = 1 + Math.floor(random() * 20);
    const done = Math.floor(random() * (steps + 1));
    return {
      id: `demo-${index + 1}`,
      title: `${pick(places)} ${pick(kinds)} #${index + 1}`,
      owner: pick(owners),
      status: pick(demoStatuses),
      progress: Math.round((done / steps) * 100),
      steps,
      updatedDay: Math.floor(random() * 320),
    };
  });
}
