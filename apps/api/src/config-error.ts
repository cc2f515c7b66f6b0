/** A bad or unsafe configuration: the server prints the one-line message and stops (server.ts). */
export class ConfigError extends Error {}
