// One page per custom element of custom-elements.json (built by the `manifest` part before the
// docs). The build fails when a tag of the manifest has no live example, or an example names a
// tag the manifest does not have: a page is missing only if the build fails.
import { readFileSync } from 'node:fs';
import { elementsOf, literalValues, referenceRows, summary, withoutTag } from '../../../scripts/element-reference.mjs';
import { eventDetails } from '../_lib/event-details.js';
import { EXAMPLE_NOTES, LIVE_EXAMPLES } from '../_lib/live-examples.js';

const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export default function () {
  const manifest = JSON.parse(readFileSync(new URL('../../../custom-elements.json', import.meta.url), 'utf8'));
  const elements = elementsOf(manifest);
  const tags = elements.map((element) => element.tagName);
  const withoutExample = tags.filter((tag) => !Object.hasOwn(LIVE_EXAMPLES, tag));
  const unknown = Object.keys(LIVE_EXAMPLES).filter((tag) => !tags.includes(tag));
  if (withoutExample.length > 0) throw new Error(`custom-elements.json has ${withoutExample.join(', ')} without a live example (docs/site/_lib/live-examples.js)`);
  if (unknown.length > 0) throw new Error(`docs/site/_lib/live-examples.js has an example for ${unknown.join(', ')}, which custom-elements.json does not declare`);
  const details = eventDetails();
  return elements.map((element) => {
    const rows = referenceRows(element).map((row) => ({
      ...row,
      values: row.kind === 'attribute' ? literalValues(row.type) : [],
      detail: row.kind === 'event' ? details.get(row.name) : undefined,
    }));
    const unknownEvent = rows.find((row) => row.kind === 'event' && !row.detail);
    if (unknownEvent) throw new Error(`<${element.tagName}> fires ${unknownEvent.name}, which MktEventMap (src/events/event-map.ts) does not type`);
    return {
      tag: element.tagName,
      className: element.name,
      summary: summary(element.description),
      description: capitalized(withoutTag(element.description ?? '')),
      example: LIVE_EXAMPLES[element.tagName],
      exampleNote: EXAMPLE_NOTES[element.tagName],
      sections: [
        { id: 'attributes', title: 'Attributes', kinds: ['attribute'] },
        { id: 'properties-and-methods', title: 'Properties and methods', kinds: ['property', 'method'] },
        { id: 'events', title: 'Events', kinds: ['event'] },
        { id: 'slots', title: 'Slots', kinds: ['slot'] },
        { id: 'css-parts', title: 'CSS parts', kinds: ['part'] },
        { id: 'css-custom-properties', title: 'CSS custom properties', kinds: ['css-property'] },
      ].map((section) => ({ ...section, rows: rows.filter((row) => section.kinds.includes(row.kind)) })),
    };
  });
}
