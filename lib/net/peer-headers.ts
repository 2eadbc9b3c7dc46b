// Headers the product's own server (scripts/server/main.ts) writes on every request it forwards to Next.
// Any client-sent copy is overwritten there, and the key proves the value came from this process.
export const CLIENT_IP_HEADER = "x-learnhub-client-ip";
export const PEER_KEY_HEADER = "x-learnhub-peer-key";
