import { createFileRoute } from '@tanstack/react-router';
import { ClaimRoute } from '../-components/claim/claim-route';

// The link of the winner's e-mail: the winner's own claim (a signed-out visitor signs in first).
export const Route = createFileRoute('/claim/$winnerId')({ component: ClaimPageRoute });

function ClaimPageRoute() {
  const { winnerId } = Route.useParams();
  return <ClaimRoute raw={winnerId} />;
}
