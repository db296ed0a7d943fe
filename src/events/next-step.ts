/**
 * `mkt-next-step`: cancelable; announces a navigation or screen the widget is about to perform
 * after a login (SPEC §4 next-step actions). Cancel it to handle the step yourself.
 */
export interface NextStepDetail {
  action: string;
  /** Navigation target when the step leaves the page (already allow-listed). */
  url?: string;
  data: Record<string, unknown>;
}
export type NextStepEvent = CustomEvent<NextStepDetail>;
