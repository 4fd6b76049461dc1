/** Where the application reads the current instant; tests pass a fixed one. */
export interface Clock {
  now(): Date;
}

export const wallClock: Clock = { now: () => new Date() };
