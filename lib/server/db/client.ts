import "server-only";
export { db, dbRunner } from "./instance";
export { sql, type Nullable } from "./sql";
