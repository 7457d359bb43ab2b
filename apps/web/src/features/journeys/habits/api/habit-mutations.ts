import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkinDeletedSchema,
  checkinResultSchema,
  type HabitState,
} from '@waymark/shared/journeys/habits/checkin-contracts';
import { habitsApi } from '@waymark/shared/journeys/habits/habits-api-paths';
import {
  pauseListSchema,
  pauseSchema,
  type PauseCreate,
} from '@waymark/shared/journeys/habits/pause-contracts';
import type { Schedule } from '@waymark/shared/journeys/habits/schedule';
import {
  stepChangeResultSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { localToday } from '@/features/journeys/habits/lib/local-today';

/** The detail with one step's habit state replaced. */
function withHabit(detail: JourneyDetail, habit: HabitState): JourneyDetail {
  return {
    ...detail,
    steps: detail.steps.map((step) =>
      step.id === habit.stepId
        ? {
            ...step,
            streak: habit.streak,
            checkedInToday: habit.checkedInToday,
            period: habit.period,
          }
        : step,
    ),
  };
}

/** What a check-in (+1) or its undo (−1) looks like before the server answers. */
function guessed(step: Step, delta: 1 | -1): Step {
  const period = step.period
    ? { ...step.period, count: Math.max(0, step.period.count + delta) }
    : step.period;
  return { ...step, checkedInToday: delta === 1 ? true : false, period };
}

/**
 * Checking in on a recurring step today, or taking today's check-in back: shown at once, put
 * back if the server refuses (the caller toasts), and replaced by the server's streak.
 */
export function useCheckIn(journeyId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.journeys.detail(journeyId);
  return useMutation({
    mutationFn: async ({ step, undo }: { step: Step; undo: boolean }) => {
      const today = localToday();
      if (undo) {
        const result = await api.delete(
          `${habitsApi.checkins(journeyId, step.id)}?${new URLSearchParams({ on: today })}`,
          { schema: checkinDeletedSchema },
        );
        return result.habit;
      }
      const result = await api.post(habitsApi.checkins(journeyId, step.id), {
        body: { occurredOn: today },
        schema: checkinResultSchema,
      });
      return result.habit;
    },
    onMutate: async ({ step, undo }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<JourneyDetail>(key);
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail
          ? {
              ...detail,
              steps: detail.steps.map((s) => (s.id === step.id ? guessed(s, undo ? -1 : 1) : s)),
            }
          : detail,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (habit) => {
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? withHabit(detail, habit) : detail,
      );
    },
  });
}

/** PATCH /api/steps/:id `{ schedule }`: makes a step repeat, or stop repeating. */
export function useSetSchedule(journeyId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.journeys.detail(journeyId);
  return useMutation({
    mutationFn: ({ stepId, schedule }: { stepId: string; schedule: Schedule | null }) =>
      api.patch(journeysApi.step(stepId), {
        body: { schedule },
        schema: stepChangeResultSchema,
      }),
    onSuccess: ({ step }) => {
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail
          ? { ...detail, steps: detail.steps.map((s) => (s.id === step.id ? step : s)) }
          : detail,
      );
    },
  });
}

const pausesKey = (journeyId: string) => [...queryKeys.journeys.detail(journeyId), 'pauses'];

export function pausesQueryOptions(journeyId: string) {
  return queryOptions({
    queryKey: pausesKey(journeyId),
    queryFn: ({ signal }) =>
      api.get(habitsApi.pauses(journeyId), { schema: pauseListSchema, signal }),
  });
}

export function usePauses(journeyId: string) {
  return useQuery(pausesQueryOptions(journeyId));
}

/**
 * Adding or removing a pause changes every habit's streak on the page: the journey is read
 * again (its steps carry the streaks), and the pause list with it (it sits under the detail).
 */
export function useAddPause(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PauseCreate) =>
      api.post(habitsApi.pauses(journeyId), { body: input, schema: pauseSchema }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.journeys.detail(journeyId) }),
  });
}

export function useDeletePause(journeyId: string) {
  const queryClient = useQueryClient();
  const key = pausesKey(journeyId);
  return useMutation({
    mutationFn: (pauseId: string) => api.delete(habitsApi.pause(journeyId, pauseId)),
    onMutate: async (pauseId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<{ pauses: { id: string }[] }>(key);
      queryClient.setQueryData<{ pauses: { id: string }[] }>(key, (list) =>
        list ? { pauses: list.pauses.filter((pause) => pause.id !== pauseId) } : list,
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.journeys.detail(journeyId) }),
  });
}
