import "server-only";
export { db, dbRunner } from "./instance";
export { sql } from "./sql";
