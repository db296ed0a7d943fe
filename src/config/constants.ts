/**
 * Every business number of SPEC §9 (and the few timing numbers of §4 and §7), named once.
 * Nothing else in src/ or elements/ writes these values as literals.
 */
import type { LabelledChannel } from '../i18n/types.ts';

// --- Network (SPEC §7, §9) ---
/** Gateway request timeout. */
export const GATEWAY_TIMEOUT_MS = 20000;
/** Direct member-host request timeout (same limit as the gateway). */
export const MEMBER_TIMEOUT_MS = 20000;
/** JSONP fallback timeout. */
export const JSONP_TIMEOUT_MS = 5000;
/** How long the gateway waits for the anti-bot library before sending without its headers. */
export const ANTI_BOT_WAIT_MS = 2000;
/** Gateway API version sent by default. */
export const GATEWAY_API_VERSION = '1.0';
/** HTTP status range that counts as success (inclusive). */
export const HTTP_OK_MIN = 200;
export const HTTP_OK_MAX = 299;
/** App version strings sent with member calls (SPEC §7). */
export const APP_VERSION_LOGIN = '1.0';
export const APP_VERSION_OTP = '1.4';
export const APP_VERSION_OAUTH = '1.6';
/** Session cookie expiry requested from the server. */
export const SESSION_COOKIE_EXPIRY = '3D';

// --- Cookies (SPEC §3, §9) ---
export const LAST_LOGIN_TYPE_COOKIE_DAYS = 365;
/** "Not now" on the passkey offer is remembered on this device for 30 days. */
export const PASSKEY_OFFER_SNOOZE_DAYS = 30;

// --- UI kit timings (SPEC §4, §9) ---
export const LOADING_HIDE_DELAY_MS = 200;
/** The popup's code is prefetched when the page is idle, or after this at the latest. */
export const IDLE_PREFETCH_DEADLINE_MS = 5000;
export const POPOVER_ANIMATION_DEADLINE_MS = 200;
export const TOOLTIP_MOUSE_LEAVE_DELAY_MS = 100;
export const TOOLTIP_BLUR_DELAY_MS = 150;
export const TOOLTIP_OFFSET_PX = 4;
export const TOAST_DEFAULT_DURATION_MS = 3000;
export const MASK_SWIPE_THRESHOLD_PX = 10;
export const SELECT_LIST_HEIGHT_PX = 256;
export const SELECT_ITEM_HEIGHT_PX = 24;
/** Gap between a select field and its open list. */
export const SELECT_LIST_OFFSET_PX = 4;
export const DATE_PICKER_DEFAULT_RANGE_YEARS = 10;
export const BIRTHDAY_RANGE_YEARS = 100;
/** Dialog defaults (SPEC §9): labels are translation keys, not literals. */
export const DIALOG_DEFAULTS = {
  theme: 'default',
  closeOnAction: false,
  maskClosable: false,
} as const;

// --- Validation (SPEC §5, §9) ---
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** The only symbols a password may contain (SPEC §5). */
export const PASSWORD_ALLOWED_SYMBOLS = '~.!@#$%^&*<>';
export const EMAIL_MIN_LENGTH = 2;
export const EMAIL_MAX_LENGTH = 60;
export const OTP_DEFAULT_LENGTH = 6;

// --- Flows (SPEC §2, §4, §9) ---
/** Countdowns and timers count in whole seconds. */
export const MS_PER_SECOND = 1000;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const RESET_SUCCESS_COUNTDOWN_SECONDS = 5;
/** QR hint / computer-icon tooltip: appears after 1 s, hides 3 s later. */
export const QR_HINT_SHOW_DELAY_MS = 1000;
/**
 * React's Login takes the pre-painted copy over in its first commit, right after the
 * opening shows; a copy still there this long after means Login did not render, and it goes.
 */
export const PREPAINT_SAFETY_MS = 2000;
export const QR_HINT_VISIBLE_MS = 3000;
export const QR_DISPLAY_SIZE_PX = 120;
/** Error-correction level of the drawn code (SPEC §5: L, M, Q, H); M survives light smudges. */
export const QR_ERROR_CORRECTION_LEVEL = 'M' as const;
/** Safe fallbacks when the server's QR polling values are missing or absurd (SPEC §9 samples). */
export const QR_DEFAULT_INTERVAL_MS = 5000;
export const QR_DEFAULT_EXPIRE_ROUNDS = 20;
export const QR_MIN_INTERVAL_MS = 500;
export const QR_MAX_INTERVAL_MS = 60000;
export const QR_MAX_EXPIRE_ROUNDS = 1000;
// SPEC §9's QR version limit (40) and mask penalty weights are the qrcode library's own business.
export const FACEBOOK_SDK_VERSION = 'v2.11';
/** Login diagnostics retry while the monitor is not ready (SPEC §7). */
export const MONITOR_RETRY_MS = 2000;
export const MONITOR_MAX_RETRIES = 30;
// SPEC §7's CDN popup stylesheet version is not used: the screens adopt constructed stylesheets.

// --- Delivery channels (SPEC §3, §9) ---
export const DELIVERY_CHANNELS = ['SMS', 'VOICE', 'WHATSAPP', 'ZALO', 'SMS_UPLINK'] as const satisfies readonly LabelledChannel[];
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
// Every channel has its label in every language, and every labelled channel is one we send by.
export type EveryLabelledChannelIsSent = LabelledChannel extends DeliveryChannel ? true : never;
const everyLabelledChannelIsSent: EveryLabelledChannelIsSent = true;
void everyLabelledChannelIsSent;

// --- Tracking (SPEC §7) ---
/** Upper bound of events kept while no tracker is on the page. */
export const TRACKING_QUEUE_LIMIT = 500;

// --- Phone numbers (SPEC §5 leaves the format rule open: this is our own rule) ---
/** Shortest national number we accept, in digits. */
export const PHONE_MIN_DIGITS = 4;
/** Longest number we accept: the E.164 maximum of 15 digits. */
export const PHONE_MAX_DIGITS = 15;
/** Upper bound of login diagnostics kept while the monitoring service is not ready (oldest dropped). */
export const MONITOR_QUEUE_LIMIT = 100;
/** Hover opens the header's account menu after this pause; leaving closes it after twice as long. */
export const ACCOUNT_MENU_HOVER_DELAY_MS = 150;
/** A tab shown again asks who is logged in at most this often. */
export const SESSION_RECHECK_MIN_INTERVAL_MS = 5000;
