// What a background job is, apart from the list of jobs (registry.ts) and the loop that runs them
// (scheduler.ts), so that a job's own file can name these without importing either.

/** A background job: does its work as of `now` and answers a summary to log. */
export interface ScheduledJob {
  name: string;
  /** What it does, as the toolbox shows it. */
  description: string;
  /**
   * Runs it once. `progress`, when given (a run from the toolbox), may be told what the run has done
   * so far, as often as the job likes: the toolbox shows it while the run goes on.
   */
  run: (now: Date, progress?: JobProgress) => Promise<Record<string, unknown>>;
}

/** What a run has done so far (the same keys as its final summary). */
export type JobProgress = (soFar: Record<string, unknown>) => void;

export interface SchedulerLog {
  info: (details: Record<string, unknown>, message: string) => void;
  error: (details: Record<string, unknown>, message: string) => void;
}
