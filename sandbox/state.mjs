// The sandbox's whole in-memory world, built from seed.json and thrown away by reset().
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long one-off tokens (reset, register, add-phone, QR, cool-off ...) stay valid. */
export const TOKEN_TTL_MS = 15 * 60 * 1000;
/** Upper bounds that keep a long-running demo server from growing without end. */
export const MAX_SESSIONS = 5000;
export const MAX_TOKENS = 5000;
export const MAX_OUTBOX_MESSAGES = 500;
export const MAX_PROOFS = 5000;
/** How long a recent-verification proof lets a signed-in shopper make sensitive changes. */
export const RECENT_VERIFICATION_TTL_MS = 5 * 60 * 1000;

/**
 * @typedef {object} Account
 * @property {string} id
 * @property {string} phonePrefixCode
 * @property {string} phone            digits without the prefix; '' when none yet (third-party sign-up)
 * @property {string} email
 * @property {string} passwordDigest   '' when the account has no password
 * @property {string} name
 * @property {string} gender
 * @property {string} birthday
 * @property {string} scenario         plain | risk | secondVerification | deletionCoolOff | completePassword | locked | created
 * @property {number} [experimentalBucket]
 * @property {'NORMAL' | 'DELETION_COOL' | 'LOCKED'} status
 * @property {boolean} needCompletePassword
 * @property {Record<string, string>} oauth   provider -> sandbox identity id
 * @property {string} description
 * @property {number} createdAt
 * @property {number} modifiedAt
 */

/**
 * @typedef {object} TokenRecord
 * @property {string} purpose
 * @property {string | null} accountId
 * @property {number} expiresAt
 * @property {Record<string, unknown>} data
 */

/**
 * @typedef {object} Session
 * @property {string} csrfToken
 * @property {string | null} userId
 * @property {number} expiresAt
 * @property {string} publicId       what clients see of the session; the cookie value never leaves the server
 * @property {number} createdAt
 * @property {number} lastActiveAt   the last request that carried the session
 * @property {string} userAgent      the browser's user-agent header when the session began
 * @property {string} region         the region the browser asked for when the session began
 */

/**
 * @typedef {object} StoredPasskey
 * @property {string} credentialId
 * @property {Uint8Array} publicKey
 * @property {number} counter
 * @property {string[]} transports
 * @property {string} createdAt
 * @property {string} name
 * @property {string | null} lastUsedAt
 */

/**
 * @typedef {object} RecentProof
 * @property {string} accountId
 * @property {string} binder     the anti-forgery token of the browser session that proved itself
 * @property {number} expiresAt
 */

/** @returns {string} an unguessable url-safe token */
export function newToken() {
  return randomBytes(18).toString('base64url');
}

/**
 * @param {number} length
 * @returns {string} a numeric code of that many digits
 */
export function newNumericCode(length) {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * @param {any} seed parsed seed.json
 * @param {{ now?: () => number }} [options]
 */
export function createState(seed, options = {}) {
  const clockNow = options.now ?? Date.now;
  // The clock hook (/__sandbox/clock) moves the sandbox's time ahead; reset() brings it back.
  let clockOffsetMs = 0;
  const now = () => clockNow() + clockOffsetMs;
  // Passwords are kept as keyed digests so comparisons are constant-time and nothing in memory
  // dumps or logs ever shows them.
  const digestKey = randomBytes(32);

  /** @param {string} password */
  const digest = (password) => createHmac('sha256', digestKey).update(password, 'utf8').digest('base64');

  const state = {
    seed,
    now,
    /** @type {Map<string, Account>} */
    accounts: new Map(),
    /** @type {Map<string, Session>} */
    sessions: new Map(),
    /** @type {Map<string, TokenRecord>} */
    tokens: new Map(),
    /** @type {Map<string, { code: string, expiresAt: number, attempts: number, token: string | null }>} */
    codes: new Map(),
    /** @type {{ to: string, channel: string, type: string, code: string, text: string, at: string }[]} */
    outbox: [],
    /** @type {Map<string, { requestId: string, clientId: string, status: string, scanned: boolean, createdAt: number, expiresAt: number, token: string | null }>} */
    qrRequests: new Map(),
    /** @type {Map<string, { token: string, target: string, type: string, smsUplinkCode: string, smsUplinkTargetPhone: string, status: 'WAITING' | 'RECEIVED' | 'NOT_MATCHED', relatedToken: string | null, expiresAt: number }>} */
    uplinks: new Map(),
    /** @type {{ match: string, fault: string, times: number | null }[]} */
    faults: [],
    /**
     * Passkeys per account id (sandbox/passkeys.mjs).
     * @type {Map<string, StoredPasskey[]>}
     */
    passkeys: new Map(),
    /**
     * Outstanding WebAuthn challenges, each single use, bound to the browser session's CSRF token
     * (null: asked for without a session).
     * @type {Map<string, { purpose: 'register' | 'login' | 'step-up', binder: string | null, accountId: string | null, expiresAt: number }>}
     */
    passkeyChallenges: new Map(),
    /**
     * Recent-verification proofs (sandbox/account-security.mjs): reusable until they expire, by
     * the one browser session and account they were issued to.
     * @type {Map<string, RecentProof>}
     */
    recentProofs: new Map(),
    /**
     * Wrong passwords and codes given to prove the shopper (sandbox/guess-limit.mjs), per account:
     * when each came, and until when the account's verification is locked.
     * @type {Map<string, { wrongAt: number[], lockedUntil: number }>}
     */
    guesses: new Map(),
    nextAccountNumber: 200000001,

    /** Moves the sandbox's clock `ms` ahead (a hook for tests). @param {number} ms */
    advanceClock(ms) {
      clockOffsetMs += ms;
      return now();
    },

    reset() {
      this.accounts.clear();
      this.sessions.clear();
      this.tokens.clear();
      this.codes.clear();
      this.outbox.length = 0;
      this.qrRequests.clear();
      this.uplinks.clear();
      this.faults.length = 0;
      this.passkeys.clear();
      this.passkeyChallenges.clear();
      this.recentProofs.clear();
      this.guesses.clear();
      clockOffsetMs = 0;
      this.nextAccountNumber = 200000001;
      for (const seeded of seed.accounts) {
        const account = blankAccount(seeded.id, now());
        Object.assign(account, {
          phonePrefixCode: seeded.phonePrefixCode,
          phone: seeded.phone,
          email: seeded.email ?? '',
          passwordDigest: seeded.password ? digest(seeded.password) : '',
          name: seeded.name ?? '',
          gender: seeded.gender ?? '',
          birthday: seeded.birthday ?? '',
          scenario: seeded.scenario ?? 'plain',
          experimentalBucket: seeded.experimentalBucket,
          status: seeded.scenario === 'deletionCoolOff' ? 'DELETION_COOL' : seeded.scenario === 'locked' ? 'LOCKED' : 'NORMAL',
          needCompletePassword: seeded.scenario === 'completePassword',
          description: seeded.description ?? '',
        });
        this.accounts.set(account.id, account);
      }
      for (const identity of seed.identities) {
        const linked = identity.linkedAccountId && this.accounts.get(identity.linkedAccountId);
        if (linked) linked.oauth = { GOOGLE: identity.id, FACEBOOK: identity.id };
      }
    },

    // --- accounts ---

    /** @param {{ phonePrefixCode?: string, phone?: string, email?: string, name?: string }} fields */
    createAccount(fields) {
      const account = blankAccount(String(this.nextAccountNumber++), now());
      Object.assign(account, {
        phonePrefixCode: fields.phonePrefixCode ?? '',
        phone: fields.phone ?? '',
        email: fields.email ?? '',
        name: fields.name ?? '',
        scenario: 'created',
        description: 'Created in this sandbox run.',
      });
      this.accounts.set(account.id, account);
      return account;
    },

    /**
     * @param {string} prefix
     * @param {string} phone
     */
    findByPhone(prefix, phone) {
      if (!phone) return undefined;
      for (const account of this.accounts.values()) {
        if (account.phone && account.phonePrefixCode === prefix && account.phone === phone) return account;
      }
      return undefined;
    },

    /** @param {string} email */
    findByEmail(email) {
      const wanted = email.trim().toLowerCase();
      if (!wanted) return undefined;
      for (const account of this.accounts.values()) {
        if (account.email && account.email.toLowerCase() === wanted) return account;
      }
      return undefined;
    },

    /**
     * @param {string} provider GOOGLE | FACEBOOK
     * @param {string} identityId
     */
    findByIdentity(provider, identityId) {
      for (const account of this.accounts.values()) {
        if (account.oauth[provider] === identityId) return account;
      }
      return undefined;
    },

    /**
     * The account a hook names: prefix + number (spaces and + ignored) or an e-mail.
     * @param {string} name
     */
    findByHookName(name) {
      const wanted = name.trim();
      if (wanted.includes('@')) return this.findByEmail(wanted);
      const digits = wanted.replace(/\D/g, '');
      if (!digits) return undefined;
      for (const account of this.accounts.values()) {
        if (account.phone && `${account.phonePrefixCode}${account.phone}` === digits) return account;
      }
      return undefined;
    },

    /**
     * Constant-time password check. An unknown account costs the same as a known one so the
     * answer time does not tell which login names exist.
     * @param {Account | undefined} account
     * @param {string} password
     */
    passwordMatches(account, password) {
      const given = Buffer.from(digest(password));
      const stored = Buffer.from(account?.passwordDigest || digest(newToken()));
      return timingSafeEqual(given, stored) && Boolean(account?.passwordDigest);
    },

    /**
     * @param {Account} account
     * @param {string} password
     */
    setPassword(account, password) {
      account.passwordDigest = digest(password);
      account.needCompletePassword = false;
      account.modifiedAt = now();
    },

    // --- one-off tokens ---

    /**
     * @param {string} purpose
     * @param {string | null} accountId
     * @param {Record<string, unknown>} [data]
     */
    issueToken(purpose, accountId, data = {}) {
      const token = newToken();
      this.tokens.set(token, { purpose, accountId, expiresAt: now() + TOKEN_TTL_MS, data });
      trimOldest(this.tokens, MAX_TOKENS);
      return token;
    },

    /**
     * The live record of a token issued for that purpose, or undefined.
     * @param {unknown} token
     * @param {string | string[]} purpose
     */
    peekToken(token, purpose) {
      if (typeof token !== 'string' || !token) return undefined;
      const record = this.tokens.get(token);
      const purposes = Array.isArray(purpose) ? purpose : [purpose];
      if (!record || !purposes.includes(record.purpose)) return undefined;
      if (record.expiresAt <= now()) {
        this.tokens.delete(token);
        return undefined;
      }
      return record;
    },

    /** @param {unknown} token */
    consumeToken(token) {
      if (typeof token === 'string') this.tokens.delete(token);
    },

    // --- sessions (cookie mkt_sid) ---

    /** @param {string | undefined} sid */
    getSession(sid) {
      if (!sid) return undefined;
      const session = this.sessions.get(sid);
      if (!session) return undefined;
      if (session.expiresAt <= now()) {
        this.sessions.delete(sid);
        return undefined;
      }
      return session;
    },

    /**
     * @param {{ csrfToken?: string, userId?: string | null, ttlMs: number, userAgent?: string, region?: string }} fields
     * @returns {[string, Session]}
     */
    createSession(fields) {
      const sid = newToken();
      const at = now();
      /** @type {Session} */
      const session = {
        csrfToken: fields.csrfToken ?? newToken(),
        userId: fields.userId ?? null,
        expiresAt: at + fields.ttlMs,
        publicId: newToken(),
        createdAt: at,
        lastActiveAt: at,
        userAgent: fields.userAgent ?? '',
        region: fields.region ?? '',
      };
      this.sessions.set(sid, session);
      trimOldest(this.sessions, MAX_SESSIONS);
      return [sid, session];
    },

    /** Ends every session of a user (after a password change). @param {string} userId */
    endSessionsOf(userId) {
      for (const [sid, session] of this.sessions) if (session.userId === userId) this.sessions.delete(sid);
    },

    // --- recent-verification proofs ---

    /**
     * @param {string} accountId
     * @param {string} binder
     */
    issueProof(accountId, binder) {
      const proof = newToken();
      const expiresAt = now() + RECENT_VERIFICATION_TTL_MS;
      this.recentProofs.set(proof, { accountId, binder, expiresAt });
      trimOldest(this.recentProofs, MAX_PROOFS);
      return { proof, expiresAt };
    },

    /**
     * Whether `proof` is live and was issued to this account in this browser session.
     * @param {unknown} proof
     * @param {string} accountId
     * @param {string} binder
     */
    proofHolds(proof, accountId, binder) {
      if (typeof proof !== 'string' || !proof) return false;
      const record = this.recentProofs.get(proof);
      if (!record) return false;
      if (record.expiresAt <= now()) {
        this.recentProofs.delete(proof);
        return false;
      }
      return record.accountId === accountId && record.binder === binder;
    },

    /** Makes every proof expire now (a hook for tests). @returns {number} how many there were */
    expireProofs() {
      const at = now();
      for (const record of this.recentProofs.values()) record.expiresAt = Math.min(record.expiresAt, at);
      return this.recentProofs.size;
    },

    // --- outbox ---

    /**
     * @param {{ to: string, channel: string, type: string, code: string, text: string, change?: string, device?: string }} message
     */
    deliver(message) {
      this.outbox.push({ ...message, at: new Date(now()).toISOString() });
      if (this.outbox.length > MAX_OUTBOX_MESSAGES) this.outbox.splice(0, this.outbox.length - MAX_OUTBOX_MESSAGES);
    },
  };
  state.reset();
  return state;
}

/** @typedef {ReturnType<typeof createState>} SandboxState */

/**
 * @param {string} id
 * @param {number} at
 * @returns {Account}
 */
function blankAccount(id, at) {
  return {
    id,
    phonePrefixCode: '',
    phone: '',
    email: '',
    passwordDigest: '',
    name: '',
    gender: '',
    birthday: '',
    scenario: 'plain',
    experimentalBucket: undefined,
    status: 'NORMAL',
    needCompletePassword: false,
    oauth: {},
    description: '',
    createdAt: at,
    modifiedAt: at,
  };
}

/**
 * Drops the oldest entries (Map keeps insertion order) beyond the limit.
 * @param {Map<string, unknown>} map
 * @param {number} limit
 */
function trimOldest(map, limit) {
  for (const key of map.keys()) {
    if (map.size <= limit) return;
    map.delete(key);
  }
}
