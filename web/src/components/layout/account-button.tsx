import { useHasSession } from '../../lib/use-session';
import { ButtonLink } from '../links/router-links';

/** The public header's account action: SIGN IN for visitors, Dashboard for a signed-in user. */
export function AccountButton() {
  return useHasSession() ? (
    <ButtonLink to="/dashboard" variant="white" color="dark" size="sm">
      Dashboard
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" size="sm">
      SIGN IN
    </ButtonLink>
  );
}
