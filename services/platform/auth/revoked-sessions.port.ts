/**
 * Whether a sign-in session was revoked (logout, a reused refresh token), so its access tokens stop working
 * at once. Platform's token checks (the JWT strategy, the /live handshake) ask this port; the context that
 * keeps sessions (identity) provides it from its own read model.
 */
export abstract class RevokedSessions {
  abstract isRevoked(sessionId: string): Promise<boolean>;
}
