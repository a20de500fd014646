/**
 * The affidavit of eligibility and the liability and publicity release a winner signs with a typed
 * signature. The claim stores the version signed; a new text gets a new version.
 */
export const AFFIDAVIT_VERSION = '1';

export const AFFIDAVIT_TEXT =
  'I declare that I am at least 18 years old, a legal resident of the state given in my shipping ' +
  'address, that I entered the game under the Official Rules, that I am not an employee of the ' +
  'Sponsor or a member of an employee’s household, and that everything I give in this claim is true.';

export const RELEASE_TEXT =
  'I release the Sponsor from any liability for injury, loss or damage arising from the prize or my ' +
  'taking part, and I agree that my first name, last initial and state may be published in the ' +
  'winners list unless I have chosen to keep my name private; I accept that I am responsible for any ' +
  'taxes on the prize.';
