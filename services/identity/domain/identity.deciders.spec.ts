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
const verify = (code: string, at = now, ip = '1.2.3.4') => ({ kind: 'VerifyOtp' as const, code, ip, now: at, maxAttempts: 5, windowSeconds: 900, userId: 'u1' });
const hash = (code = '123456') => hashOtp(code, 'salt');
const issuedTo = (ip: string, at = now, code = '123456'): OtpEvent => {
  const event = issued(at, code);
  return { ...event, data: { ...event.data, ip } } as OtpEvent;
};
const failedFrom = (ip: string, at = now, code = '123456'): OtpEvent => ({ type: 'OtpAttemptFailed', data: { ip, codeHash: hash(code), at: at.toISOString() } });
const signedIn = (ip: string, at: Date): OtpEvent => ({ type: 'OtpConsumed', data: { userId: 'u1', ip, codeHash: 'old', at: at.toISOString() } });
const seconds = (s: number) => new Date(now.getTime() + s * 1000);

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
    spec(otpDecider)
      .given([issued()])
      .when(verify('123456'))
      .then([{ type: 'OtpConsumed', data: { userId: 'u1', ip: '1.2.3.4', codeHash: hash(), at: now.toISOString() } }]);
    spec(otpDecider).given([issued(), { type: 'OtpConsumed', data: { userId: 'u1' } as never }]).when(verify('123456')).thenThrows('OTP.INVALID');
  });

  it('records a wrong code as a failed attempt', () => {
    spec(otpDecider).given([issued()]).when(verify('654321')).then([failedFrom('1.2.3.4')]);
  });

  it('refuses an expired code', () => {
    spec(otpDecider).given([issued()]).when(verify('123456', new Date(now.getTime() + 600_000))).thenThrows('OTP.INVALID');
  });

  it('refuses even the right code after the attempt limit', () => {
    const failed = failedFrom('1.2.3.4');
    spec(otpDecider).given([issued(), failed, failed, failed, failed, failed]).when(verify('123456')).thenThrows('OTP.TOO_MANY_ATTEMPTS');
    // Written before attempts named their code: they count against the newest one.
    const legacy: OtpEvent = { type: 'OtpAttemptFailed', data: { ip: '1.2.3.4' } as never };
    spec(otpDecider).given([issued(), legacy, legacy, legacy, legacy, legacy]).when(verify('123456')).thenThrows('OTP.TOO_MANY_ATTEMPTS');
  });

  it('only the newest code counts', () => {
    spec(otpDecider).given([issued(now, '111111'), issued(now, '222222')]).when(verify('111111')).then([failedFrom('1.2.3.4', now, '222222')]);
  });
});

describe('one-time codes: nobody can lock the owner out (limits per address and IP, growing delays for strangers)', () => {
  it("another IP's wrong guesses do not burn the owner's code", () => {
    const attacker = '6.6.6.6';
    const burnt = [issued(), ...Array.from({ length: 6 }, (_, i) => failedFrom(attacker, seconds(i * 40)))];
    spec(otpDecider).given(burnt).when(verify('654321', seconds(400), attacker)).thenThrows('OTP.TOO_MANY_ATTEMPTS');
    spec(otpDecider)
      .given(burnt)
      .when(verify('123456', seconds(400)))
      .then([{ type: 'OtpConsumed', data: { userId: 'u1', ip: '1.2.3.4', codeHash: hash(), at: seconds(400).toISOString() } }]);
  });

  it("another IP's requests neither replace the owner's code nor use up its quota", () => {
    const flood = [issuedTo('1.2.3.4', now, '111111'), ...['6.6.6.1', '6.6.6.2', '6.6.6.3'].map((ip) => issuedTo(ip, now, '999999'))];
    spec(otpDecider)
      .given(flood)
      .when(verify('111111'))
      .then([{ type: 'OtpConsumed', data: { userId: 'u1', ip: '1.2.3.4', codeHash: hash('111111'), at: now.toISOString() } }]);
    spec(otpDecider).given(flood).when({ ...issue, ip: '9.9.9.9', now: seconds(1) }).thenThrows('RATE.LIMITED');
  });

  it('strangers together: after the free requests each next one waits 30 s, 60 s, 120 s...', () => {
    const strangers = ['6.6.6.1', '6.6.6.2', '6.6.6.3'].map((ip, i) => issuedTo(ip, seconds(i)));
    spec(otpDecider).given(strangers).when({ ...issue, ip: '6.6.6.4', now: seconds(10) }).thenThrows('RATE.LIMITED');
    expect(spec(otpDecider).given(strangers).when({ ...issue, ip: '6.6.6.4', now: seconds(33) }).events()).toHaveLength(1);
    const four = [...strangers, issuedTo('6.6.6.4', seconds(33))];
    spec(otpDecider).given(four).when({ ...issue, ip: '6.6.6.5', now: seconds(90) }).thenThrows('RATE.LIMITED');
    expect(spec(otpDecider).given(four).when({ ...issue, ip: '6.6.6.5', now: seconds(94) }).events()).toHaveLength(1);
  });

  it("a new code is always possible from the address's own recent IP", () => {
    const home = '1.2.3.4';
    const history = [signedIn(home, seconds(-86_400)), ...['6.6.6.1', '6.6.6.2', '6.6.6.3', '6.6.6.4'].map((ip) => issuedTo(ip, seconds(-5)))];
    spec(otpDecider).given(history).when({ ...issue, ip: '6.6.6.9' }).thenThrows('RATE.LIMITED');
    expect(spec(otpDecider).given(history).when({ ...issue, ip: home }).events()).toHaveLength(1);
    // ...but only a recent one: 30 days later it is a stranger again.
    spec(otpDecider).given(history).when({ ...issue, ip: home, now: seconds(31 * 86_400) }).then([issuedTo(home, seconds(31 * 86_400))]);
  });

  it("strangers' failed guesses at an address slow every stranger down, never the owner's own IP", () => {
    const home = '1.2.3.4';
    const guesses = Array.from({ length: 5 }, (_, i) => failedFrom(`6.6.6.${i}`, seconds(i)));
    const history = [signedIn(home, seconds(-60)), issuedTo(home, seconds(1)), ...guesses];
    spec(otpDecider).given(history).when(verify('000000', seconds(10), '6.6.6.9')).thenThrows('RATE.LIMITED');
    expect(spec(otpDecider).given(history).when(verify('000000', seconds(35), '6.6.6.9')).events()[0].type).toBe('OtpAttemptFailed');
    spec(otpDecider)
      .given(history)
      .when(verify('123456', seconds(10), home))
      .then([{ type: 'OtpConsumed', data: { userId: 'u1', ip: home, codeHash: hash(), at: seconds(10).toISOString() } }]);
  });

  it('bounds strangers to about a dozen failed guesses per address and window, whatever the number of IPs', () => {
    let history: OtpEvent[] = [issued()];
    let at = 0;
    let failures = 0;
    for (let ip = 0; at < 900; ip += 1) {
      try {
        const events = spec(otpDecider).given(history).when(verify('000000', seconds(at), `6.6.${ip}.1`)).events();
        history = [...history, ...events];
        failures += 1;
      } catch (error) {
        expect((error as { code?: string }).code).toBe('RATE.LIMITED');
        at += (error as { retryAfterSeconds: number }).retryAfterSeconds;
        continue;
      }
      at += 1;
    }
    expect(failures).toBeGreaterThanOrEqual(5);
    expect(failures).toBeLessThanOrEqual(12);
  });
});

describe('sessions (refresh-token families)', () => {
  const started: SessionEvent = { type: 'SessionStarted', data: { sessionId: 's', userId: 'u1', tokenId: 't1', expiresAt: 'x' } };
  const rotated: SessionEvent = { type: 'RefreshTokenRotated', data: { previousTokenId: 't1', tokenId: 't2', expiresAt: 'y', rotatedAt: now.toISOString() } };
  const rotate = (presentedTokenId: string, newTokenId: string, expiresAt: string, at = now) =>
    ({ kind: 'RotateRefreshToken', presentedTokenId, newTokenId, expiresAt, now: at, graceSeconds: 10 }) as const;

  it('rotates the current token', () => {
    spec(sessionDecider).given([started]).when(rotate('t1', 't2', 'y')).then([rotated]);
  });

  it('revokes the family when a rotated token is presented again', () => {
    spec(sessionDecider)
      .given([started, rotated])
      .when(rotate('t1', 't3', 'z', seconds(11)))
      .then([{ type: 'SessionRevoked', data: { reason: 'reuse' } }]);
  });

  it('forgives the token just rotated away for the grace window (two tabs): nothing is decided', () => {
    spec(sessionDecider).given([started, rotated]).when(rotate('t1', 't3', 'z', seconds(10))).then([]);
    expect(spec(sessionDecider).given([started, rotated]).state().currentTokenId).toBe('t2');
    // Only the last one replaced: an older token is reuse even within the window.
    const again: SessionEvent = { type: 'RefreshTokenRotated', data: { previousTokenId: 't2', tokenId: 't3', expiresAt: 'z', rotatedAt: seconds(1).toISOString() } };
    spec(sessionDecider)
      .given([started, rotated, again])
      .when(rotate('t1', 't4', 'z', seconds(2)))
      .then([{ type: 'SessionRevoked', data: { reason: 'reuse' } }]);
    // Events written before rotations kept their time have no grace.
    const legacy: SessionEvent = { type: 'RefreshTokenRotated', data: { previousTokenId: 't1', tokenId: 't2', expiresAt: 'y' } as never };
    spec(sessionDecider).given([started, legacy]).when(rotate('t1', 't3', 'z')).then([{ type: 'SessionRevoked', data: { reason: 'reuse' } }]);
  });

  it('refuses any token of a revoked family, and unknown tokens', () => {
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { reason: 'logout' } };
    spec(sessionDecider)
      .given([started, revoked])
      .when(rotate('t1', 't3', 'z'))
      .thenThrows('AUTH.INVALID_TOKEN');
    spec(sessionDecider)
      .given([started])
      .when(rotate('forged', 't3', 'z'))
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
