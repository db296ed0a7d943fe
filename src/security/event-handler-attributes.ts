/**
 * Renames inline event-handler attributes (`onerror`, `onload`, ...) in markup BEFORE any parser
 * sees it, so that sanitising hostile server text raises no Content-Security-Policy report.
 *
 * Why: Chromium runs the CSP inline-handler check when its HTML parser creates an event-handler
 * attribute, in every document that shares the page's CSP: DOMParser documents (what DOMPurify
 * parses into), createHTMLDocument, template contents, even the Sanitizer API. The check comes
 * before "is there a browsing context to run it in?", so nothing ever runs, but the page reports
 * a `script-src-attr` violation for every `<img onerror>` a server text carries (to its report
 * endpoint too). Renaming `onerror` to `x-onerror` gives the parser an attribute without a
 * handler, which DOMPurify then drops like any other attribute it does not allow.
 *
 * This step is for quiet reports only, never for safety: DOMPurify still sanitises the parsed
 * result. So the scanner only needs to find tags where the browser's tokenizer finds them
 * (WHATWG HTML §13.2.5: tag, attribute and comment states, raw text elements, svg/math content
 * with CDATA and the tags that break out of it); where it errs (e.g. HTML integration points such
 * as `<svg><foreignObject>`), the cost is a report, or a renamed word inside markup that was hostile
 * anyway. Text outside tags is never touched ("tap on Confirm" stays as it is).
 */

/**
 * Where the scanner cannot follow the browser: svg or math content that holds an HTML integration
 * point or one of the math elements of known namespace-confusion (mXSS) strings. There the tree
 * builder, not the tokenizer, decides what is markup, so every name that could be a handler
 * attribute is renamed, text included. No server text we show holds svg or math (the sanitiser
 * drops both with their content), so only strings that were hostile anyway change.
 */
const FOREIGN_ROOT = /<(?:svg|math)(?=[\s/>]|$)/i;
const INTEGRATION_POINT = /<(?:foreignobject|desc|mi|mo|mn|ms|mtext|annotation-xml|mglyph|malignmark)(?=[\s/>]|$)/i;
const ANY_HANDLER_NAME = /(^|[^\w-])(on[a-z]+)(?=\s*=|[\s/>]|$)/gi;
/**
 * `<base href>`: parsed even in an inert document, it makes a page with `base-uri` in its CSP
 * report a violation. The sanitiser drops the element anyway; renamed, it reaches no parser.
 */
const BASE_TAG = /<(\/?)base(?=[\s/>]|$)/gi;

/** What the renamed attributes are prefixed with: a name that is no event handler. */
export const DEFUSED_ATTRIBUTE_PREFIX = 'x-';

/**
 * Elements whose content the tokenizer reads as text up to their end tag (HTML namespace). Not
 * noscript: DOMPurify parses with scripting disabled, where noscript holds ordinary markup.
 */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);
/** Foreign content: inside these the raw text elements above are ordinary elements. */
const FOREIGN_ROOTS = new Set(['svg', 'math']);
/** Start tags that end foreign content (the parser pops back to HTML) when they appear inside it. */
const FOREIGN_BREAKOUTS = new Set(
  ('b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu ' +
    'meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var').split(' '),
);

const isWhitespace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isAsciiAlpha = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

interface ScannedTag {
  /** Index just after the tag's closing `>` (or the end of the input). */
  end: number;
  /** Lower-cased tag name. */
  name: string;
  selfClosing: boolean;
  /** The tag's text with every on* attribute renamed. */
  text: string;
}

/** Scans one start or end tag from `<` at `start` (the next character is a letter, or `/` + letter). */
function scanTag(html: string, start: number): ScannedTag {
  let i = start + 1;
  if (html[i] === '/') i++;
  const nameStart = i;
  while (i < html.length && !isWhitespace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  let text = html.slice(start, i);
  let selfClosing = false;

  while (i < html.length) {
    // Before attribute name.
    while (isWhitespace(html[i])) text += html[i++];
    if (i >= html.length) break;
    if (html[i] === '>') return { end: i + 1, name, selfClosing, text: text + '>' };
    if (html[i] === '/') {
      text += html[i++];
      selfClosing = html[i] === '>';
      continue;
    }
    // Attribute name: a leading `=` belongs to the name; it ends at whitespace, `/`, `>` or `=`.
    const attributeStart = i;
    i++;
    while (i < html.length && !isWhitespace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const attribute = html.slice(attributeStart, i);
    text += attribute.slice(0, 2).toLowerCase() === 'on' ? DEFUSED_ATTRIBUTE_PREFIX + attribute : attribute;
    // After attribute name.
    let spaces = '';
    while (isWhitespace(html[i])) spaces += html[i++];
    if (html[i] !== '=') {
      text += spaces;
      continue;
    }
    text += spaces + html[i++];
    // Before attribute value.
    while (isWhitespace(html[i])) text += html[i++];
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1);
      const valueEnd = close === -1 ? html.length : close + 1;
      text += html.slice(i, valueEnd);
      i = valueEnd;
    } else {
      const valueStart = i;
      while (i < html.length && !isWhitespace(html[i]) && html[i] !== '>') i++;
      text += html.slice(valueStart, i);
    }
  }
  return { end: html.length, name, selfClosing, text };
}

/** Index after a comment or bogus comment that starts at `<` in `start`. */
function commentEnd(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    // `<!-->` and `<!--->` close at once; otherwise `-->` or `--!>` closes.
    if (html.startsWith('>', start + 4)) return start + 5;
    if (html.startsWith('->', start + 4)) return start + 6;
    const closes = [html.indexOf('-->', start + 4), html.indexOf('--!>', start + 4)].filter((index) => index !== -1);
    if (closes.length === 0) return html.length;
    const close = Math.min(...closes);
    return close + (html.startsWith('-->', close) ? 3 : 4);
  }
  // `<!...>`, `<?...>`, `</` + non-letter: bogus comments up to the next `>`.
  const close = html.indexOf('>', start + 1);
  return close === -1 ? html.length : close + 1;
}

/** Index of the end tag that closes raw text element `name` at or after `from` (or the end). */
function rawTextEnd(html: string, name: string, from: number): number {
  const lower = html.toLowerCase();
  let at = lower.indexOf(`</${name}`, from);
  while (at !== -1) {
    const after = lower[at + 2 + name.length];
    if (after === undefined || isWhitespace(after) || after === '/' || after === '>') return at;
    at = lower.indexOf(`</${name}`, at + 1);
  }
  return html.length;
}

/**
 * The same markup with every attribute whose name starts with "on" (any case) renamed to
 * `x-on...`, inside start and end tags only. Text, comments and raw text are kept as they are.
 */
export function defuseEventHandlerAttributes(html: string): string {
  if (typeof html !== 'string' || !/on/i.test(html)) return html;
  if (FOREIGN_ROOT.test(html) && INTEGRATION_POINT.test(html)) return html.replace(ANY_HANDLER_NAME, `$1${DEFUSED_ATTRIBUTE_PREFIX}$2`);
  let out = '';
  let i = 0;
  let foreignDepth = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    out += html.slice(i, open);
    const next = html[open + 1];
    const isStartTag = isAsciiAlpha(next);
    const isEndTag = next === '/' && isAsciiAlpha(html[open + 2]);
    if (!isStartTag && !isEndTag) {
      if (foreignDepth > 0 && html.startsWith('<![CDATA[', open)) {
        // Inside svg and math a CDATA section is text up to `]]>`.
        const close = html.indexOf(']]>', open + 9);
        const end = close === -1 ? html.length : close + 3;
        out += html.slice(open, end);
        i = end;
      } else if (next === '!' || next === '?' || next === '/') {
        const end = commentEnd(html, open);
        out += html.slice(open, end);
        i = end;
      } else {
        out += '<';
        i = open + 1;
      }
      continue;
    }
    const tag = scanTag(html, open);
    out += tag.text;
    i = tag.end;
    if (FOREIGN_ROOTS.has(tag.name) && !tag.selfClosing) foreignDepth = Math.max(0, foreignDepth + (isEndTag ? -1 : 1));
    else if (isStartTag && foreignDepth > 0 && FOREIGN_BREAKOUTS.has(tag.name)) foreignDepth = 0;
    // `</p>` and `</br>` end foreign content too (WHATWG HTML §13.2.6.5), e.g. `<svg></p><style>`.
    else if (isEndTag && foreignDepth > 0 && (tag.name === 'p' || tag.name === 'br')) foreignDepth = 0;
    if (isStartTag && foreignDepth === 0 && RAW_TEXT_ELEMENTS.has(tag.name)) {
      const end = rawTextEnd(html, tag.name, i);
      out += html.slice(i, end);
      i = end;
    }
    if (isStartTag && foreignDepth === 0 && tag.name === 'plaintext') {
      out += html.slice(i);
      i = html.length;
    }
  }
  return out + html.slice(i);
}

/**
 * Everything the sanitiser renames before DOMPurify parses, so that hostile markup costs the page
 * no CSP report: handler attributes (above) and `<base>` tags.
 */
export function defuseReportingMarkup(html: string): string {
  if (typeof html !== 'string') return html;
  return defuseEventHandlerAttributes(html).replace(BASE_TAG, `<$1${DEFUSED_ATTRIBUTE_PREFIX}base`);
}
