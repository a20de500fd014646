/** Seals a taxpayer identification number for storage and opens it for the tax export only. */
export interface TaxIdCipher {
  seal(taxId: string): string;
  open(sealed: string): string;
}
