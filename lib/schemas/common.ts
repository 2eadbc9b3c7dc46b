import { z } from "zod";

/** A positive database id from a path segment or body ("12" or 12). */
export const idSchema = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .positive("must be a positive id")
  .max(2_147_483_647, "is too large");
