// The sandbox's breached-password range API (Have I Been Pwned's range protocol): GET
// /__sandbox/pwned-range/<first 5 hex of a SHA-1> answers "SUFFIX:COUNT" lines for the corpus's
// passwords with that prefix, and, asked with `Add-Padding: true`, made-up suffixes with count 0
// so the answer's size says nothing. Pages on other origins ask through the sandbox's CORS
// (cors.mjs allows the padding header). The corpus is a few passwords that meet SPEC §5's rules
// and are in every breach list.
import { createHash, randomBytes } from 'node:crypto';
import { send } from './http.mjs';

/** Passwords the sandbox knows as breached, with made-up counts. */
export const BREACHED_PASSWORDS = { 'Qwerty@123': 53_210, 'P@ssw0rd123': 38_452, 'Password@1': 101_337 };
const PADDING_LINES = 120;

const sha1 = (text) => createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
const CORPUS = Object.entries(BREACHED_PASSWORDS).map(([password, count]) => ({ hash: sha1(password), count }));

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} prefix
 */
export function answerRange(req, res, prefix) {
  if (req.method !== 'GET') return send(res, 405, '', { Allow: 'GET' });
  if (!/^[0-9A-F]{5}$/i.test(prefix)) return send(res, 400, 'The prefix is 5 hex characters.', { 'Content-Type': 'text/plain; charset=utf-8' });
  const lines = CORPUS.filter(({ hash }) => hash.startsWith(prefix.toUpperCase())).map(({ hash, count }) => `${hash.slice(5)}:${count}`);
  if (/^true$/i.test(String(req.headers['add-padding'] ?? ''))) {
    for (let i = 0; i < PADDING_LINES; i++) lines.push(`${randomBytes(18).toString('hex').toUpperCase().slice(0, 35)}:0`);
    lines.sort();
  }
  send(res, 200, lines.join('\r\n'), { 'Content-Type': 'text/plain; charset=utf-8' });
}
