/** The e-mailed links' `?token=` (bounded; the server checks it). */
export const tokenSearch = (search: Record<string, unknown>) => ({
  token: typeof search.token === 'string' ? search.token.slice(0, 300) : '',
});
