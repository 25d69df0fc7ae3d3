import { Group } from '@mantine/core';
import { StatusPage } from './status-page';
import { ButtonLink } from '../links/router-links';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      description="The page you are looking for does not exist or has moved. Check the address, or start again from the home page."
      actions={
        <Group mt="sm">
          <ButtonLink to="/">
            Back to home
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="default">
            Go to dashboard
          </ButtonLink>
        </Group>
      }
    />
  );
}
