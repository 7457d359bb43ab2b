/**
 * The header through which the accounts plugin hands better-auth the caller's address as
 * Fastify resolved it (socket, or the proxy chain when TRUST_PROXY says so). The plugin
 * always overwrites it, so a client cannot choose the address its session records.
 */
export const clientAddressHeader = 'x-waymark-client-address';
