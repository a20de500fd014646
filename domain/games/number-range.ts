/** An inclusive range of numbers on a wheel. */
export interface NumberRange {
  from: number;
  to: number;
}
