/** The element's layout: a column of sections, each row a text block and its buttons, wrapping on phones; logical properties so Urdu mirrors. */
export const securityCss = `
:host { display: block; }
.mkt-security { display: flex; flex-direction: column; gap: var(--mkt-space-5); max-inline-size: 720px; color: var(--mkt-color-text); }
.mkt-security__heading { margin: 0; font-size: var(--mkt-font-size-title); line-height: 1.3; }
.mkt-security__section { display: flex; flex-direction: column; align-items: flex-start; gap: var(--mkt-space-3); padding: var(--mkt-space-4); border: 1px solid var(--mkt-color-border); border-radius: var(--mkt-radius-large); background: var(--mkt-color-background); }
.mkt-security__title { margin: 0; font-size: var(--mkt-font-size-large); }
.mkt-security__intro, .mkt-security__note, .mkt-security__empty { margin: 0; color: var(--mkt-color-muted); font-size: var(--mkt-font-size-small); }
.mkt-security__list { display: flex; flex-direction: column; align-self: stretch; margin: 0; padding: 0; list-style: none; }
.mkt-security__item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--mkt-space-2) var(--mkt-space-3); padding-block: var(--mkt-space-3); border-block-start: 1px solid var(--mkt-color-border); }
.mkt-security__item:first-child { border-block-start: 0; padding-block-start: 0; }
.mkt-security__item-text { display: flex; flex-direction: column; gap: var(--mkt-space-1); min-inline-size: 0; flex: 1 1 14em; }
.mkt-security__item-title { display: flex; flex-wrap: wrap; align-items: center; gap: var(--mkt-space-2); font-weight: 600; overflow-wrap: anywhere; }
.mkt-security__meta { color: var(--mkt-color-muted); font-size: var(--mkt-font-size-small); overflow-wrap: anywhere; }
.mkt-security__item-actions { display: flex; flex-wrap: wrap; gap: var(--mkt-space-2); }
.mkt-security__badge { padding: 0 var(--mkt-space-2); border-radius: var(--mkt-radius); background: var(--mkt-color-secondary); color: var(--mkt-color-on-secondary); font-size: var(--mkt-font-size-small); font-weight: 400; }
.mkt-security__form { display: flex; flex-direction: column; gap: var(--mkt-space-3); align-self: stretch; max-inline-size: 420px; }
.mkt-security__inline-form { flex: 1 1 100%; max-inline-size: none; }
.mkt-security__signed-out { display: flex; flex-direction: column; align-items: flex-start; gap: var(--mkt-space-3); }
.mkt-security__load-failed { display: flex; flex-wrap: wrap; align-items: center; gap: var(--mkt-space-3); padding: var(--mkt-space-3); border-radius: var(--mkt-radius); border: 1px solid var(--mkt-color-danger); color: var(--mkt-color-danger); }
.mkt-security__step-up, .mkt-security__channels { display: flex; flex-direction: column; gap: var(--mkt-space-3); }
`;
