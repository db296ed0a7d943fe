/** One section of the element: a titled region with its intro, and what the sections share. */
import { useId, type ReactNode } from 'react';
import type { SecurityModel, SecurityData } from './use-security.ts';
import type { SecurityTexts } from './texts/types.ts';

export interface SectionProps {
  model: SecurityModel;
  texts: SecurityTexts;
  data: SecurityData;
}

export function Section({ name, title, intro, children }: { name: string; title: string; intro?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section part={`section section-${name}`} className="mkt-security__section" aria-labelledby={id} data-section={name}>
      <h3 id={id} part="section-title" className="mkt-security__title">
        {title}
      </h3>
      {intro ? <p className="mkt-security__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
