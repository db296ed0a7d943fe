// The live example of each element's page: real markup a page author pastes, rendered in the page
// against the sandbox API (the docs are served by `npm start`) and shown as its source beside it.
// Every tag of custom-elements.json needs one, and an example for a tag the manifest does not have
// fails the build (docs/site/_data/elements.js).
export const LIVE_EXAMPLES = {
  'mkt-header-account': `<header class="demo-header">
  <a href="/docs/">Shop</a>
  <mkt-header-account env="sandbox" region="SG" lang="en"></mkt-header-account>
</header>
<mkt-toast></mkt-toast>`,
  'mkt-login-popup': `<mkt-login-popup mode="embedded" hide-close env="sandbox" region="SG" lang="en"></mkt-login-popup>`,
  'mkt-qr-login': `<mkt-qr-login env="sandbox" region="SG" lang="en"></mkt-qr-login>`,
  'mkt-toast': `<button type="button" data-toast="Saved to your wishlist">Show a toast</button>
<mkt-toast></mkt-toast>`,
  'mkt-restore-account': `<button type="button" data-restore-for="6591230005">Open with a sandbox restore token</button>
<mkt-restore-account env="sandbox" region="SG" lang="en"></mkt-restore-account>
<mkt-toast></mkt-toast>`,
  'mkt-account-security': `<mkt-account-security env="sandbox" region="SG" lang="en"></mkt-account-security>
<mkt-toast></mkt-toast>`,
};

/** What each example needs besides its markup, said under it. */
export const EXAMPLE_NOTES = {
  'mkt-header-account': 'Log in opens the popup; sign in with 91234567 and Mkt@2024go (a seeded sandbox account), then open the account menu.',
  'mkt-login-popup': 'The embedded mode, as a checkout section uses it. Sign in with 91234567 and Mkt@2024go.',
  'mkt-qr-login': 'The sandbox plays the phone: its hooks scan and confirm the code (see the sandbox guide).',
  'mkt-toast': 'The button calls toast() from the package, which the page’s one <mkt-toast> shows.',
  'mkt-restore-account': 'The button asks the sandbox for the restore token a login of 91230005 (an account in its closure cool-off) gives, and sets it on the element.',
  'mkt-account-security': 'Signed out it offers Log in; sign in with 91234567 and Mkt@2024go in any example on this site and it fills in.',
};
