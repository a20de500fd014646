/** The time source; tests move it by hand. */
export interface Clock {
  now(): Date;
}
