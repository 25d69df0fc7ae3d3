import { createHash } from 'node:crypto';
import { Decider } from '../../platform/domain/decider.types';
import { DomainError, RateLimited } from '../../platform/errors/domain.errors';
import { OtpEvent } from './identity.events';
import { IDENTITY } from './identity.errors';

export interface IssueOtp {
  kind: 'IssueOtp';
  code: string;
  salt: string;
  ip: string;
  now: Date;
  ttlSeconds: number;
  /** Codes one address may request from one IP within `windowSeconds` (and strangers together before delays start). */
  perAddressLimit: number;
  windowSeconds: number;
}

export interface VerifyOtp {
  kind: 'VerifyOtp';
  code: string;
  ip: string;
  now: Date;
  /** Guesses one IP may make at one code (and strangers together at the address before delays start). */
  maxAttempts: number;
  /** The length of the window that strangers' requests and failures are counted in. */
  windowSeconds: number;
  userId: string;
}

export type OtpCommand = IssueOtp | VerifyOtp;

interface IssuedCode {
  codeHash: string;
  salt: string;
  issuedAt: string;
  expiresAt: string;
  /** The IP that asked for it ('' in events written before IPs were kept). */
  ip: string;
  /** Failed guesses per IP. */
  attempts: Record<string, number>;
  consumed: boolean;
}

export interface OtpState {
  codes: IssuedCode[];
  /** Recent successful sign-ins of the address: their IPs are the owner's own. */
  signIns: { ip: string; at: string }[];
  /** Recent failed guesses at any code of the address. */
  failures: { ip: string; at: string }[];
}

/** Codes one address keeps in its state (only live ones matter; older ones only feed the counts). */
const KEPT_CODES = 30;
const KEPT_SIGN_INS = 10;
const KEPT_FAILURES = 60;
/** An IP the address signed in from within this time is the owner's own: never slowed down by strangers. */
export const KNOWN_IP_MS = 30 * 24 * 3600 * 1000;
/** The first delay once strangers used up their free requests or guesses; it doubles with each one after. */
export const FIRST_DELAY_SECONDS = 30;

/** Codes are never stored in clear: SHA-256 over a per-code random salt and the code. */
export function hashOtp(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export const INVALID_CODE = 'Invalid or expired code. Please request a new one.';

/**
 * One-time sign-in codes of one e-mail address (OWASP ASVS 5.0 V6.1.1, V6.3.1, V6.6.3; NIST SP 800-63B 5.2.2):
 * single use, expiring, and limited so that guessing is hopeless but nobody can lock the owner out.
 *
 * - Limits are per address and IP: each IP may request `perAddressLimit` codes and make `maxAttempts`
 *   guesses at a code; its guesses are made at the newest code it asked for itself (else the newest code),
 *   so another IP's requests and wrong guesses neither replace nor burn the owner's code.
 * - Strangers (IPs the address has not signed in from in the last 30 days) share one budget per address:
 *   their code requests and failed guesses together. Once `perAddressLimit` of them (for a request) or
 *   `maxAttempts` (for a guess at a code another IP asked for) happened within the window, each further one
 *   waits 30 s, then 60 s, 120 s... (capped at the window) after the previous one. An attacker with any number
 *   of IPs thus gets two or three codes (five guesses each) and a few more guesses per window: about a
 *   dozen per 15 minutes, and as few mails.
 * - The IP that asked for a code always has its own attempts at it, and the address's own recent IPs are
 *   never slowed down by strangers: a new code is always possible there.
 */
export const otpDecider: Decider<OtpCommand, OtpEvent, OtpState> = {
  initialState: { codes: [], signIns: [], failures: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'OtpIssued':
        return {
          ...state,
          codes: [
            ...state.codes.slice(-(KEPT_CODES - 1)),
            {
              codeHash: event.data.codeHash,
              salt: event.data.salt,
              issuedAt: event.data.issuedAt,
              expiresAt: event.data.expiresAt,
              ip: event.data.ip ?? '',
              attempts: {},
              consumed: false,
            },
          ],
        };
      case 'OtpAttemptFailed': {
        const ip = event.data.ip ?? '';
        const codes = updateCode(state.codes, event.data.codeHash, (c) => ({ ...c, attempts: { ...c.attempts, [ip]: (c.attempts[ip] ?? 0) + 1 } }));
        const failures = event.data.at ? [...state.failures.slice(-(KEPT_FAILURES - 1)), { ip, at: event.data.at }] : state.failures;
        return { ...state, codes, failures };
      }
      case 'OtpConsumed': {
        // A sign-in ends every code issued so far, not only the one used.
        const codes = state.codes.map((c) => ({ ...c, consumed: true }));
        const signIns = event.data.ip && event.data.at ? [...state.signIns.slice(-(KEPT_SIGN_INS - 1)), { ip: event.data.ip, at: event.data.at }] : state.signIns;
        return { ...state, codes, signIns };
      }
    }
  },

  decide(command, state) {
    const now = command.now.getTime();
    const known = isKnownIp(state, command.ip, now);

    if (command.kind === 'IssueOtp') {
      const windowMs = command.windowSeconds * 1000;
      const recent = state.codes.filter((c) => Date.parse(c.issuedAt) > now - windowMs);
      const fromThisIp = recent.filter((c) => c.ip === command.ip);
      if (fromThisIp.length >= command.perAddressLimit) {
        throw new RateLimited(secondsUntil(Date.parse(fromThisIp[0].issuedAt) + windowMs, now));
      }
      if (!known) growingDelay(strangerEvents(state, now, windowMs), command.perAddressLimit, command.windowSeconds, now);
      return [
        {
          type: 'OtpIssued',
          data: {
            codeHash: hashOtp(command.code, command.salt),
            salt: command.salt,
            issuedAt: command.now.toISOString(),
            expiresAt: new Date(now + command.ttlSeconds * 1000).toISOString(),
            ip: command.ip,
          },
        },
      ];
    }

    const live = state.codes.filter((c) => !c.consumed && Date.parse(c.expiresAt) > now);
    const current = live.filter((c) => c.ip === command.ip).at(-1) ?? live.at(-1);
    if (!current) throw new DomainError('validation', IDENTITY.OTP_INVALID, INVALID_CODE);
    if ((current.attempts[command.ip] ?? 0) >= command.maxAttempts) {
      throw new DomainError('validation', IDENTITY.OTP_TOO_MANY_ATTEMPTS, 'Too many attempts. Please request a new code.');
    }
    // The IP that asked for the code has its own attempts at it; every other stranger waits its turn.
    if (!known && current.ip !== command.ip) {
      growingDelay(strangerEvents(state, now, command.windowSeconds * 1000), command.maxAttempts, command.windowSeconds, now);
    }
    const at = command.now.toISOString();
    if (hashOtp(command.code, current.salt) !== current.codeHash) {
      return [{ type: 'OtpAttemptFailed', data: { ip: command.ip, codeHash: current.codeHash, at } }];
    }
    return [{ type: 'OtpConsumed', data: { userId: command.userId, ip: command.ip, codeHash: current.codeHash, at } }];
  },
};

/** When strangers asked for codes or guessed wrong at the address within the window. */
function strangerEvents(state: OtpState, now: number, windowMs: number): number[] {
  const recent = (at: number) => at > now - windowMs;
  const codes = state.codes.map((c) => ({ ip: c.ip, at: Date.parse(c.issuedAt) }));
  const failures = state.failures.map((f) => ({ ip: f.ip, at: Date.parse(f.at) }));
  return [...codes, ...failures].filter((e) => recent(e.at) && !isKnownIp(state, e.ip, now)).map((e) => e.at);
}

function isKnownIp(state: OtpState, ip: string, now: number): boolean {
  return ip !== '' && state.signIns.some((s) => s.ip === ip && Date.parse(s.at) > now - KNOWN_IP_MS);
}

/**
 * After `free` events (times, oldest first) within the window, the next may come only
 * 30 s · 2^(events − free) after the newest one (at most the window); throws RateLimited before that.
 */
function growingDelay(times: number[], free: number, windowSeconds: number, now: number): void {
  if (times.length < free) return;
  const delayMs = Math.min(FIRST_DELAY_SECONDS * 2 ** (times.length - free), windowSeconds) * 1000;
  const last = Math.max(...times);
  if (now < last + delayMs) throw new RateLimited(secondsUntil(last + delayMs, now));
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** The code with that hash, or (events written before the hash was kept) the newest one. */
function updateCode(codes: IssuedCode[], codeHash: string | undefined, change: (c: IssuedCode) => IssuedCode): IssuedCode[] {
  let index = codeHash ? codes.findIndex((c) => c.codeHash === codeHash) : codes.length - 1;
  if (index < 0) index = codes.length - 1;
  if (index < 0) return codes;
  return codes.map((c, i) => (i === index ? change(c) : c));
}
