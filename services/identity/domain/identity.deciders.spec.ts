import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { OtpEvent, SessionEvent } from './identity.events';
import { hashOtp, otpDecider } from './otp.decider';
import { sessionDecider } from './session.decider';
import { emailClaimDecider, userDecider } from './user.decider';

const now = new Date('2026-11-22T10:00:00Z');
const issue = { kind: 'IssueOtp' as const, code: '123456', salt: 'salt', ip: '1.2.3.4', now, ttlSeconds: 600, perAddressLimit: 3, windowSeconds: 900 };
const issued = (at = now, code = '123456'): OtpEvent => ({
  type: 'OtpIssued',
  data: {
    codeHash: hashOtp(code, 'salt'),
    salt: 'salt',
    issuedAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + 600_000).toISOString(),
    ip: '1.2.3.4',
  },
});
const verify = (code: string, at = now) => ({ kind: 'VerifyOtp' as const, code, ip: '1.2.3.4', now: at, maxAttempts: 5, userId: 'u1' });

describe('one-time codes', () => {
  it('stores only a salted hash of the code, expiring after the TTL', () => {
    const [event] = spec(otpDecider).given([]).when(issue).events();
    expect(event).toEqual(issued());
    expect(JSON.stringify(event)).not.toContain('123456');
  });

  it('limits the codes per address and window', () => {
    spec(otpDecider).given([issued(), issued(), issued()]).when(issue).thenThrows('RATE.LIMITED');
    const old = new Date(now.getTime() - 901_000);
    spec(otpDecider).given([issued(old), issued(old), issued(old)]).when(issue).then([issued()]);
  });

  it('consumes the right code once', () => {
    spec(otpDecider).given([issued()]).when(verify('123456')).then([{ type: 'OtpConsumed', data: { userId: 'u1' } }]);
    spec(otpDecider).given([issued(), { type: 'OtpConsumed', data: { userId: 'u1' } }]).when(verify('123456')).thenThrows('OTP.INVALID');
  });

  it('records a wrong code as a failed attempt', () => {
    spec(otpDecider).given([issued()]).when(verify('654321')).then([{ type: 'OtpAttemptFailed', data: { ip: '1.2.3.4' } }]);
  });

  it('refuses an expired code', () => {
    spec(otpDecider).given([issued()]).when(verify('123456', new Date(now.getTime() + 600_000))).thenThrows('OTP.INVALID');
  });

  it('refuses even the right code after the attempt limit', () => {
    const failed: OtpEvent = { type: 'OtpAttemptFailed', data: { ip: 'x' } };
    spec(otpDecider).given([issued(), failed, failed, failed, failed, failed]).when(verify('123456')).thenThrows('OTP.TOO_MANY_ATTEMPTS');
  });

  it('only the newest code counts', () => {
    spec(otpDecider)
      .given([issued(now, '111111'), issued(now, '222222')])
      .when(verify('111111'))
      .then([{ type: 'OtpAttemptFailed', data: { ip: '1.2.3.4' } }]);
  });
});

describe('sessions (refresh-token families)', () => {
  const started: SessionEvent = { type: 'SessionStarted', data: { sessionId: 's', userId: 'u1', tokenId: 't1', expiresAt: 'x' } };
  const rotated: SessionEvent = { type: 'RefreshTokenRotated', data: { previousTokenId: 't1', tokenId: 't2', expiresAt: 'y' } };

  it('rotates the current token', () => {
    spec(sessionDecider)
      .given([started])
      .when({ kind: 'RotateRefreshToken', presentedTokenId: 't1', newTokenId: 't2', expiresAt: 'y' })
      .then([rotated]);
  });

  it('revokes the family when a rotated token is presented again', () => {
    spec(sessionDecider)
      .given([started, rotated])
      .when({ kind: 'RotateRefreshToken', presentedTokenId: 't1', newTokenId: 't3', expiresAt: 'z' })
      .then([{ type: 'SessionRevoked', data: { reason: 'reuse' } }]);
  });

  it('refuses any token of a revoked family, and unknown tokens', () => {
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { reason: 'logout' } };
    spec(sessionDecider)
      .given([started, revoked])
      .when({ kind: 'RotateRefreshToken', presentedTokenId: 't1', newTokenId: 't3', expiresAt: 'z' })
      .thenThrows('AUTH.INVALID_TOKEN');
    spec(sessionDecider)
      .given([started])
      .when({ kind: 'RotateRefreshToken', presentedTokenId: 'forged', newTokenId: 't3', expiresAt: 'z' })
      .thenThrows('AUTH.INVALID_TOKEN');
  });

  it('logs out only its own user', () => {
    spec(sessionDecider).given([started]).when({ kind: 'RevokeSession', reason: 'logout', userId: 'u1' }).then([{ type: 'SessionRevoked', data: { reason: 'logout' } }]);
    spec(sessionDecider).given([started]).when({ kind: 'RevokeSession', reason: 'logout', userId: 'u2' }).thenThrows('AUTH.INVALID_TOKEN');
  });
});

describe('users and e-mail claims', () => {
  it('claims an address once; a second claim is a no-op', () => {
    spec(emailClaimDecider).given([]).when({ kind: 'ClaimEmail', email: 'a@b.co', userId: 'u1' }).then([{ type: 'EmailClaimed', data: { email: 'a@b.co', userId: 'u1' } }]);
    spec(emailClaimDecider)
      .given([{ type: 'EmailClaimed', data: { email: 'a@b.co', userId: 'u1' } }])
      .when({ kind: 'ClaimEmail', email: 'a@b.co', userId: 'u2' })
      .then([]);
  });

  it('records only the profile fields that were sent', () => {
    spec(userDecider)
      .given([{ type: 'UserRegistered', data: { userId: 'u1', email: 'a@b.co' } }])
      .when({ kind: 'UpdateProfile', changes: { fullname: 'Ada', address: undefined } })
      .then([{ type: 'UserProfileUpdated', data: { fullname: 'Ada' } }]);
  });

  it('deletes a profile image only when there is one', () => {
    const registered = { type: 'UserRegistered' as const, data: { userId: 'u1', email: 'a@b.co' } };
    spec(userDecider).given([registered]).when({ kind: 'DeleteProfileImage' }).then([]);
    spec(userDecider)
      .given([registered, { type: 'UserProfileUpdated', data: { profileImage: '/api/media/p.png' } }])
      .when({ kind: 'DeleteProfileImage' })
      .then([{ type: 'ProfileImageDeleted', data: { previousImage: '/api/media/p.png' } }]);
  });

  describe('company information', () => {
    const registered = { type: 'UserRegistered' as const, data: { userId: 'u1', email: 'a@b.co' } };
    const acme = {
      name: 'Acme Watches Ltd',
      registrationNumber: 'U74999HR2020PTC',
      taxId: '',
      website: 'https://acme.example',
      industry: 'Luxury goods',
      address: 'Cyber City, Gurugram',
      addressLocation: '',
      position: 'Director',
    };

    it('given a user without a company, when they set one, then it is recorded whole', () => {
      spec(userDecider).given([registered]).when({ kind: 'SetCompany', company: acme }).then([{ type: 'CompanyInfoSet', data: acme }]);
    });

    it('a different company replaces the recorded one; the same one again records nothing', () => {
      const set = { type: 'CompanyInfoSet' as const, data: acme };
      spec(userDecider).given([registered, set]).when({ kind: 'SetCompany', company: acme }).then([]);
      const renamed = { ...acme, name: 'Acme Horology Ltd' };
      spec(userDecider).given([registered, set]).when({ kind: 'SetCompany', company: renamed }).then([{ type: 'CompanyInfoSet', data: renamed }]);
      expect(spec(userDecider).given([registered, set]).state().company).toEqual(acme);
    });

    it('refuses a company for an account that does not exist', () => {
      spec(userDecider).given([]).when({ kind: 'SetCompany', company: acme }).thenThrows('USER.NOT_FOUND');
    });
  });
});
