/** A decorative busy indicator; the surrounding control announces the busy state. */
export function Spinner({ className }: { className?: string }) {
  return <span part="spinner" className={['mkt-spinner', className ?? ''].filter(Boolean).join(' ')} aria-hidden="true" />;
}
