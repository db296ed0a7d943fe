/**
 * Page tracking (SPEC §1, §7): events are queued on a global queue that exists before any tracker
 * loads, and handed to the tracker once it appears.
 *
 * Host contract
 * - `window.mktTrackQueue`: an Array of TrackEvent. A host page may create it first
 *   (`window.mktTrackQueue = window.mktTrackQueue || []`) and push to it before our script loads;
 *   we adopt that array. Its `push` is replaced so that every event (ours or the host's) is
 *   scrubbed, the queue stays within TRACKING_QUEUE_LIMIT (oldest dropped), and once a tracker is
 *   present events go straight to it.
 * - `window.mktTracker`: the tracker, `{ send(event: TrackEvent): void }`. When it is assigned the
 *   queue is flushed in order and emptied; later events are sent directly. A tracker that prefers
 *   to drain the array itself may do so: it is a plain Array.
 * Tracking never throws into the page: a failing tracker loses that event only.
 */
import { TRACKING_QUEUE_LIMIT } from '../config/constants.ts';
import { scrubSecrets } from './scrub.ts';

/** SPEC §7: the marketplace basic tracker is the default action. */
export const DEFAULT_TRACK_ACTION = 'mkt_basic_tracker';

export type TrackEventType = 'pageview' | 'click' | 'exposure' | (string & {});

export interface TrackEvent {
  type: TrackEventType;
  /** Position code of what the event is about. */
  spm: string;
  /** Whether the values in `data` are already URI-encoded. */
  encoded: boolean;
  action: string;
  data: Record<string, unknown>;
}

export interface TrackInput {
  type: TrackEventType;
  spm: string;
  encoded?: boolean;
  action?: string;
  data?: Record<string, unknown>;
}

export interface MktTracker {
  send(event: TrackEvent): void;
}

type TrackQueue = TrackEvent[] & { mktInstalled?: true };

declare global {
  interface Window {
    mktTrackQueue?: TrackEvent[];
    mktTracker?: MktTracker;
  }
}

interface TrackingGlobal {
  mktTrackQueue?: TrackEvent[];
  mktTracker?: MktTracker;
}

const host = globalThis as unknown as TrackingGlobal;
let trackerSlot: MktTracker | undefined;

function currentTracker(): MktTracker | undefined {
  const tracker = host.mktTracker;
  return tracker && typeof tracker.send === 'function' ? tracker : undefined;
}

function sendSafely(tracker: MktTracker, event: TrackEvent): void {
  try {
    tracker.send(event);
  } catch {
    // A broken tracker must not break the page (the host loses nothing else).
  }
}

function normalise(input: TrackInput | TrackEvent): TrackEvent {
  return {
    type: String(input.type),
    spm: scrubSecrets(String(input.spm ?? '')),
    encoded: input.encoded === true,
    action: input.action || DEFAULT_TRACK_ACTION,
    data: scrubSecrets(input.data && typeof input.data === 'object' ? { ...input.data } : {}),
  };
}

/** Host code may push anything on the array; only objects with a type are events. */
function isEventLike(value: unknown): value is TrackInput {
  return typeof value === 'object' && value !== null && 'type' in value;
}

/** Send everything queued to the tracker, oldest first, and empty the queue. */
export function flushTrackingQueue(): number {
  const tracker = currentTracker();
  const queue = host.mktTrackQueue;
  if (!tracker || !queue || queue.length === 0) return 0;
  const pending = queue.splice(0, queue.length);
  for (const event of pending) sendSafely(tracker, event);
  return pending.length;
}

function enqueue(queue: TrackQueue, events: TrackEvent[]): number {
  const tracker = currentTracker();
  if (tracker) {
    // Anything still waiting goes first so order is kept.
    flushTrackingQueue();
    for (const event of events) sendSafely(tracker, event);
    return queue.length;
  }
  Array.prototype.push.apply(queue, events);
  if (queue.length > TRACKING_QUEUE_LIMIT) queue.splice(0, queue.length - TRACKING_QUEUE_LIMIT);
  return queue.length;
}

/** Watch `mktTracker` assignments so the queue flushes the moment a tracker appears. */
function watchTrackerAssignment(): void {
  const descriptor = Object.getOwnPropertyDescriptor(host, 'mktTracker');
  if (descriptor?.get || descriptor?.configurable === false) return;
  trackerSlot = descriptor?.value as MktTracker | undefined;
  try {
    Object.defineProperty(host, 'mktTracker', {
      configurable: true,
      enumerable: true,
      get: () => trackerSlot,
      set: (tracker: MktTracker | undefined) => {
        trackerSlot = tracker;
        flushTrackingQueue();
      },
    });
  } catch {
    // Frozen global: track() still flushes whenever it sees a tracker.
  }
}

/**
 * Create (or adopt) the global queue and start watching for the tracker. Idempotent; called
 * lazily by every track function so that importing this module does nothing.
 */
export function installTracking(): TrackEvent[] {
  let queue = host.mktTrackQueue as TrackQueue | undefined;
  if (queue?.mktInstalled) return queue;
  if (!Array.isArray(queue)) queue = [] as TrackQueue;
  // Events the host pushed before we loaded are scrubbed and bounded like ours.
  const early = (queue.splice(0, queue.length) as unknown[]).filter(isEventLike).map(normalise);
  const installed = queue;
  Object.defineProperty(installed, 'mktInstalled', { value: true, enumerable: false });
  Object.defineProperty(installed, 'push', {
    configurable: true,
    enumerable: false,
    writable: true,
    value: (...events: unknown[]) => enqueue(installed, events.filter(isEventLike).map(normalise)),
  });
  host.mktTrackQueue = installed;
  watchTrackerAssignment();
  enqueue(installed, early);
  return installed;
}

export function track(event: TrackInput): void {
  enqueue(installTracking(), [normalise(event)]);
}

export function trackClick(spm: string, data: Record<string, unknown> = {}): void {
  track({ type: 'click', spm, data });
}

export function trackExposure(spm: string, data: Record<string, unknown> = {}): void {
  track({ type: 'exposure', spm, data });
}

export function trackPageView(spm: string): void {
  track({ type: 'pageview', spm });
}
