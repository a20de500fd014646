/** Shared test infrastructure started once per `npm test` run. */
export default async function setup(): Promise<() => Promise<void>> {
  return async () => {};
}
