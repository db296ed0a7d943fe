// The checkout of the component example: once the embedded Login screen signs the shopper in,
// the section says so and the order can be placed (the page does not dead-end, issue 16).
const section = document.getElementById('sign-in');
section.addEventListener('mkt-login-success', (event) => {
  const name = event.detail.result?.user?.name;
  document.getElementById('sign-in-title').textContent = name ? `Signed in as ${name}` : 'Signed in';
  document.getElementById('place-order').disabled = false;
});
