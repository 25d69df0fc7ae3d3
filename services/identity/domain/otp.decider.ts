import { createHash } from 'node:crypto';
import { Decider } from '../../platform/domain/decider';
import { DomainError, RateLimited } from '../../platform/errors/domain-error';
import { OtpEvent } from './identity.events';

export interface IssueOtp {
  kind: 'IssueOtp';
  code: string;
  salt: string;
  ip: string;
  now: Date;
  ttlSeconds: number;
  /** Codes one address may request within `windowSeconds`. */
  perAddressLimit: number;
  windowSeconds: number;
}

export interface VerifyOtp {
  kind: 'VerifyOtp';
  code: string;
  ip: string;
  now: Date;
  maxAttempts: number;
  userId: string;
}

export type OtpCommand = IssueOtp | VerifyOtp;

interface IssuedCode {
  codeHash: string;
  salt: string;
  issuedAt: string;
  expiresAt: string;
  attempts: number;
  consumed: boolean;
}

export interface OtpState {
  codes: IssuedCode[];
}

/** Codes are never stored in clear: SHA-256 over a per-code random salt and the code. */
export function hashOtp(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export const INVALID_CODE = 'Invalid or expired code. Please request a new one.';

/**
 * One-time sign-in codes of one e-mail address: single use, expiring, a limited number of attempts (only
 * the newest code counts), and a limited number of codes per address and window.
 */
export const otpDecider: Decider<OtpCommand, OtpEvent, OtpState> = {
  initialState: { codes: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'OtpIssued':
        return {
          codes: [
            ...state.codes.slice(-20),
            {
              codeHash: event.data.codeHash,
              salt: event.data.salt,
              issuedAt: event.data.issuedAt,
              expiresAt: event.data.expiresAt,
              attempts: 0,
              consumed: false,
            },
          ],
        };
      case 'OtpAttemptFailed':
      case 'OtpConsumed': {
        const last = state.codes[state.codes.length - 1];
        if (!last) return state;
        const updated =
          event.type === 'OtpConsumed' ? { ...last, consumed: true } : { ...last, attempts: last.attempts + 1 };
        return { codes: [...state.codes.slice(0, -1), updated] };
      }
    }
  },

  decide(command, state) {
    if (command.kind === 'IssueOtp') {
      const windowStart = command.now.getTime() - command.windowSeconds * 1000;
      const recent = state.codes.filter((c) => Date.parse(c.issuedAt) > windowStart);
      if (recent.length >= command.perAddressLimit) {
        const oldest = Date.parse(recent[0].issuedAt);
        throw new RateLimited(Math.max(1, Math.ceil((oldest + command.windowSeconds * 1000 - command.now.getTime()) / 1000)));
      }
      return [
        {
          type: 'OtpIssued',
          data: {
            codeHash: hashOtp(command.code, command.salt),
            salt: command.salt,
            issuedAt: command.now.toISOString(),
            expiresAt: new Date(command.now.getTime() + command.ttlSeconds * 1000).toISOString(),
            ip: command.ip,
          },
        },
      ];
    }

    const current = state.codes[state.codes.length - 1];
    if (!current || current.consumed || Date.parse(current.expiresAt) <= command.now.getTime()) {
      throw new DomainError('validation', 'OTP.INVALID', INVALID_CODE);
    }
    if (current.attempts >= command.maxAttempts) {
      throw new DomainError('validation', 'OTP.TOO_MANY_ATTEMPTS', 'Too many attempts. Please request a new code.');
    }
    if (hashOtp(command.code, current.salt) !== current.codeHash) {
      return [{ type: 'OtpAttemptFailed', data: { ip: command.ip } }];
    }
    return [{ type: 'OtpConsumed', data: { userId: command.userId } }];
  },
};
