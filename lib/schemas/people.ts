// The rules for a person's name and email address, shared by sign-up, a teacher adding learners and the admin screens.
import { z } from "zod";

export const emailSchema = z
  .string({ message: "Email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address.");

/**
 * A name is shown to others (teacher cards, class lists) and must not be able to carry a message or a
 * link: letters of any script, digits, spaces and . _ - only, starting with a letter or digit.
 */
export const USERNAME_RULE = "Name may contain only letters, digits, spaces and . _ - (starting with a letter or digit).";
export const usernameSchema = z
  .string({ message: "Name is required." })
  .trim()
  .min(1, "Name is required.")
  .max(60, "Name must be at most 60 characters.")
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u, USERNAME_RULE)
  .refine((v) => !/ {2}/.test(v), USERNAME_RULE);
