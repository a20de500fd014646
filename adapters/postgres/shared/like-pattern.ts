/** A LIKE pattern (default escape `\`) matching any lower-cased text that contains the needle. */
export const containing = (needle: string) => `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
