// The seed hashes demo passwords with the product's own parameters (lib/server/auth/argon2.ts).
export { PASSWORD_HASH_OPTIONS, hashPassword, verifyPassword } from "@/lib/server/auth/argon2";
