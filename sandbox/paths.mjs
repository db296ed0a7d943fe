// Every path the sandbox answers starts with one of these.
export const SANDBOX_PATH_PREFIXES = ['/user/api/', '/user/logout', '/h5/', '/bottom/', '/__sandbox/'];
