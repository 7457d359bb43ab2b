import { useState, type FormEvent } from 'react';

type Send<Result> = (
  input: { file: File; dryRun: boolean },
  callbacks: { onSuccess: (result: Result) => void; onError: (failure: unknown) => void },
) => void;

interface DryRunImport<Result> {
  /** The import's mutation, given the file and whether this is the dry run. */
  send: Send<Result>;
  /** Shown at the file field when Check or Import is pressed without a file. */
  fileRequired: string;
  failureText: (failure: unknown) => string;
  onImported: (result: Result) => void;
}

export interface DryRunFlow<Result> {
  /** The dry run's answer once the file is checked; null before. */
  plan: Result | null;
  error: string | null;
  choose: (file: File | null) => void;
  check: (event: FormEvent) => void;
  confirm: () => void;
  /** Back to choosing: the plan and the error go. */
  reset: () => void;
  /** Leaves the plan, keeping the error of a refused import in view. */
  dropPlan: () => void;
}

/**
 * Both imports' steps (Waymark's archive, another tracker's export): choose a file, check it
 * (a dry run whose plan is shown), then import what it listed or go back. The missing file
 * and the server's refusal are shown at the file field.
 */
export function useDryRunImport<Result extends { dry_run: boolean }>({
  send,
  fileRequired,
  failureText,
  onImported,
}: DryRunImport<Result>): DryRunFlow<Result> {
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  function run(dryRun: boolean) {
    if (!file) {
      setError(fileRequired);
      return;
    }
    setError(null);
    send(
      { file, dryRun },
      {
        onSuccess: (result) => {
          if (result.dry_run) {
            setPlan(result);
            return;
          }
          setPlan(null);
          setFile(null);
          onImported(result);
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  }

  const reset = () => {
    setPlan(null);
    setError(null);
  };

  return {
    plan,
    error,
    reset,
    choose: (chosen: File | null) => {
      setFile(chosen);
      reset();
    },
    dropPlan: () => setPlan(null),
    check: (event: FormEvent) => {
      event.preventDefault();
      run(true);
    },
    confirm: () => run(false),
  };
}
