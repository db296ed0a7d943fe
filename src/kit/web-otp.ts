/**
 * SMS codes read automatically (WebOTP): where the browser offers it (Chrome on
 * Android), `navigator.credentials.get({ otp })` waits for an SMS whose last line is
 * `@<host> #<code>` for this page's host, asks the shopper once, and answers the code. The screen
 * then fills its boxes, which submits as typing would. Only for codes sent by SMS: WhatsApp, Zalo
 * and voice codes never arrive that way. The code field keeps `autocomplete="one-time-code"`,
 * which is how iOS offers the same code from its keyboard.
 */
import { useEffect, useRef } from 'react';

export function webOtpSupported(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && typeof navigator.credentials?.get === 'function';
}

/** The code of the next matching SMS, or undefined (no support, aborted, refused, timed out). */
export async function readSmsCode(signal: AbortSignal): Promise<string | undefined> {
  if (!webOtpSupported()) return undefined;
  try {
    const credential = await navigator.credentials.get({ otp: { transport: ['sms'] }, signal } as CredentialRequestOptions);
    const code = (credential as { code?: unknown } | null)?.code;
    return typeof code === 'string' && code !== '' ? code : undefined;
  } catch {
    // AbortError when we stop waiting; NotAllowedError when the shopper declines: both are quiet.
    return undefined;
  }
}

/**
 * While `active`, waits for the SMS code and hands it to `onCode`. The wait ends when the screen
 * goes (Back, another channel, another screen, the popup closed: `signal`), when `active` turns
 * false, and when `round` changes (a resend starts a new wait for the new code).
 */
export function useSmsCodeReader(active: boolean, round: unknown, signal: AbortSignal, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!active || signal.aborted || !webOtpSupported()) return undefined;
    const wait = new AbortController();
    const stop = () => wait.abort();
    signal.addEventListener('abort', stop, { once: true });
    void readSmsCode(wait.signal).then((code) => {
      if (code !== undefined && !wait.signal.aborted) latest.current(code);
    });
    return () => {
      signal.removeEventListener('abort', stop);
      wait.abort();
    };
  }, [active, round, signal]);
}
