import { ConfirmSubscription } from './confirm-subscription';
import { DispatchMail } from './dispatch-mail';
import { GetMail } from './get-mail';
import { ListMail } from './list-mail';
import { SendContactMessage } from './send-contact-message';
import { SendTestEmail } from './send-test-email';
import { SubscribeToNewGames } from './subscribe-to-new-games';
import { Unsubscribe } from './unsubscribe';

/**
 * What the edge calls of mail by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const mailUseCases = {
  subscribeToNewGames: SubscribeToNewGames,
  confirmSubscription: ConfirmSubscription,
  unsubscribe: Unsubscribe,
  sendTestEmail: SendTestEmail,
  listMail: ListMail,
  getMail: GetMail,
  dispatchMail: DispatchMail,
  sendContactMessage: SendContactMessage,
};
