import { Alert, Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getAccessToken, getRefreshToken } from '../../../lib/auth-storage';
import { CodeBlock } from './code-block';

type Decoded = { header: Record<string, unknown>; payload: Record<string, unknown>; signatureLength: number };

function decodePart(part: string): Record<string, unknown> {
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as Record<string, unknown>;
}

export function decodeToken(token: string | null): Decoded | null {
  const parts = token?.split('.');
  if (!parts || parts.length !== 3) return null;
  try {
    return { header: decodePart(parts[0]), payload: decodePart(parts[1]), signatureLength: parts[2].length };
  } catch {
    return null;
  }
}

/** Seconds between `iat` and `exp`: the lifetime the server gave the token (its configuration). */
export function lifetimeOf(decoded: Decoded | null): number | null {
  const { iat, exp } = (decoded?.payload ?? {}) as { iat?: unknown; exp?: unknown };
  return typeof iat === 'number' && typeof exp === 'number' ? exp - iat : null;
}

export function describeSeconds(seconds: number | null): string {
  if (seconds === null) return 'unknown';
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} seconds`;
}

/**
 * Your own current access token taken apart (header, payload; the signature is not shown), and the lifetimes
 * the server's configuration gives both tokens, read from their `iat` and `exp`.
 */
export function TokenAnatomy() {
  const access = decodeToken(getAccessToken());
  const refresh = decodeToken(getRefreshToken());
  if (!access) {
    return (
      <Alert color="yellow" variant="light">
        Sign in again to see your token taken apart.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        A token is three base64url parts joined by dots: <Code>header.payload.signature</Code>. Here is your own current access token:
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <CodeBlock label="Header (algorithm and type)" language="json" code={JSON.stringify(access.header, null, 2)} />
        <CodeBlock label="Payload (claims)" language="json" code={JSON.stringify(access.payload, null, 2)} />
        <CodeBlock label="Signature" code={`HMAC-SHA256 over header and payload with the server's secret: ${access.signatureLength} characters, not shown here.`} />
      </SimpleGrid>
      <Title order={3} fz="lg">
        Lifetimes (from this server's configuration)
      </Title>
      <Text data-testid="access-lifetime">
        Access token: <b>{describeSeconds(lifetimeOf(access))}</b> (<Code>ACCESS_TOKEN_TTL</Code>; the app renews it a minute before it expires).
      </Text>
      <Text data-testid="refresh-lifetime">
        Refresh token: <b>{describeSeconds(lifetimeOf(refresh))}</b> (<Code>REFRESH_TOKEN_TTL</Code>; each refresh rotates it, and presenting a
        rotated one again revokes the whole session).
      </Text>
      <Text c="dimmed" size="sm">
        Both are obtained by exchanging your e-mail address and a one-time code (<Code>/api/account/sendotp</Code>, then{' '}
        <Code>/api/account/login</Code>). Operators change the lifetimes with the two environment variables above.
      </Text>
    </Stack>
  );
}
