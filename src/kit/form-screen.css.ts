/**
 * Layout of the form screens (forget/reset password, profile, restore account, change e-mail) and
 * of their success view: description, actions, password rule hints. The actions stack as Login's
 * do (docs/design.md, "One column"): the primary first and full width, any other under it. Rendered
 * as a <style> by ScreenShell and SuccessView, so it loads with those screens' chunks, not with the
 * first open.
 */
export const formScreenCss = `
.mkt-password-hints { display: flex; flex-direction: column; gap: var(--mkt-space-1, 4px); }
.mkt-password-hint { display: flex; align-items: center; gap: var(--mkt-space-1, 4px); color: var(--mkt-color-muted, #4b5563); }
.mkt-password-hint--met { color: var(--mkt-color-success, #15803d); font-weight: 600; }
.mkt-password-hint--error { color: var(--mkt-color-danger, #b91c1c); }
.mkt-screen__actions { display: flex; flex-direction: column; gap: var(--mkt-space-2, 8px); margin-block-start: var(--mkt-space-3, 12px); }
.mkt-screen__actions--code { flex-direction: row; align-items: center; margin-block-start: 0; color: var(--mkt-color-muted, #4b5563); }
.mkt-screen__description { margin: 0; color: var(--mkt-color-muted, #4b5563); }
.mkt-reset-success__image { display: flex; justify-content: center; color: var(--mkt-color-success, #15803d); }
.mkt-success-view { text-align: center; }
`;
