import { IconBox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { packageQueries, type Package } from '../api/package-queries';

/** Steps of the packaging flow work on the package named in the URL; without one they point back to the start. */
export function WithPackage({ id, children }: { id: string | undefined; children: (pkg: Package) => ReactNode }) {
  const pkg = useQuery({ ...packageQueries.detail(id ?? ''), enabled: Boolean(id) });
  if (!id) {
    return (
      <EmptyState
        icon={<IconBox size={28} stroke={1.5} />}
        title="No package chosen"
        description="Create a package first, or open one from your package list."
        link={{ to: '/list-package', children: 'Your packages' }}
      />
    );
  }
  return (
    <QueryState query={pkg} errorTitle="This package could not be loaded">
      {children}
    </QueryState>
  );
}
