/** An outbox entry's Message-ID (without angle brackets): its id at a name of the product's own. */
export const messageIdOf = (id: string) => `${id}@prize-wheel.mail`;
