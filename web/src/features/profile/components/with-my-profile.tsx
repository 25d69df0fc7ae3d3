import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { profileQueries, type Profile } from '../api/profile-queries';

/**
 * The settings pages work on the signed-in user's profile: `children(profile)` once it is loaded. A failed
 * refetch keeps the form on screen (the user may be typing); a first load that fails shows the error.
 */
export function WithMyProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useQuery(profileQueries.me());
  return (
    <QueryState query={profile} keepData>
      {children}
    </QueryState>
  );
}
