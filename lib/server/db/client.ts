import "server-only";
export { db, dbRunner } from "./instance";
