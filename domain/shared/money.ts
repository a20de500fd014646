/** Money is integer cents everywhere inside; dollars appear only at the edges. */
export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** "12.50" — two decimals, as every page shows amounts (docs/rules/player-pages.md, History pages). */
export function formatDollars(cents: Cents): string {
  return (cents / 100).toFixed(2);
}
