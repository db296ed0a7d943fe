// The Login markup's styles, shared by both floor pages so they draw the same thing.
export const floorLoginCss = `
  :host, .root { display: block; font: 14px/1.4 system-ui, sans-serif; color: #222; }
  form { display: grid; gap: 12px; max-width: 360px; padding: 24px; border-radius: 8px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.15); }
  h2 { margin: 0; font-size: 20px; }
  label { display: grid; gap: 4px; }
  input { height: 40px; padding: 0 12px; border: 1px solid #ccc; border-radius: 4px; font: inherit; }
  button { height: 40px; border: 0; border-radius: 4px; background: #f57224; color: #fff; font: inherit; font-weight: 600; }
`;
