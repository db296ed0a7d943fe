// Every path the sandbox answers starts with one of these.
export const SANDBOX_PATH_PREFIXES = ['/user/api/', '/h5/', '/bottom/', '/__sandbox/'];
