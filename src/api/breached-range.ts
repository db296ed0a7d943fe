/**
 * The breached-password range API's one call (Have I Been Pwned's range protocol), outside the
 * member and gateway hosts: `GET <url><prefix>` with `Add-Padding: true`, no cookies and no
 * referrer, so the API learns nothing but the 5-character prefix. Answers the body's text; a
 * status other than 2xx throws.
 */
export async function fetchBreachedRange(url: string, prefix: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(`${url}${prefix}`, { headers: { 'Add-Padding': 'true' }, credentials: 'omit', referrerPolicy: 'no-referrer', signal });
  if (!response.ok) throw new Error(`the range API answered ${response.status}`);
  return response.text();
}
