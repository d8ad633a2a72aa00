import { vancouverDayStart } from '@bm/domain';

/**
 * The story's simulated clock (docs/decisions/0065): the app the story drives reads it as its `now`.
 * It stands at a moment of a Vancouver day and moves a second per reading, so that the rows one
 * request writes keep their order; it never goes back.
 */
export class StoryClock {
  private at: number;
  private ticks = 0;

  constructor(start: Date) {
    this.at = start.getTime();
  }

  readonly now = (): Date => new Date(this.at + this.ticks++ * 1_000);

  /** Moves to `hour`:`minute` of a Vancouver day (YYYY-MM-DD). */
  moveTo(day: string, hour: number, minute = 0): Date {
    const target = vancouverDayStart(day).getTime() + (hour * 60 + minute) * 60_000;
    const current = this.at + this.ticks * 1_000;
    if (target < current)
      throw new RangeError(`The story's clock does not go back (to ${day} ${hour}:${minute})`);
    this.at = target;
    this.ticks = 0;
    return new Date(target);
  }
}
