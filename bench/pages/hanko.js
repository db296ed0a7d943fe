// Hanko Elements (<hanko-auth>) against a stubbed API: the bench answers its login flow with
// a `login_init` state, so it draws its e-mail form (see bench/lib/hanko-stub.mjs).
import { register } from './vendor/hanko-elements.js';

await register(new URL('/hanko-api', location.href).href);
