/** How the operator can be reached, as the contact page shows it: only what is configured. */
export interface ContactDetails {
  email: string | null;
  /** The operator's legal name and postal address (the sponsor of the Official Rules). */
  postal: { name: string; address: string } | null;
}

/** The contact page's details, from the operator's configuration: nothing is invented on a demo site. */
export class GetContactDetails {
  constructor(private readonly details: ContactDetails) {}

  execute(): ContactDetails {
    return this.details;
  }
}

export const contactDetailsOf = (
  email: string | null,
  sponsor: ContactDetails['postal'],
): ContactDetails => ({
  email,
  postal: sponsor,
});
