/**
 * Whether a sign-in session's tokens must be refused: it was revoked (logout, a reused refresh token), so its
 * access tokens stop working at once, or it never started (a token signed with a leaked secret). Platform's token checks (the JWT strategy, the /live handshake) ask this port; the context that
 * keeps sessions (identity) provides it from its own read model.
 */
export abstract class RevokedSessions {
  abstract isRevoked(sessionId: string): Promise<boolean>;
}
