// The product's words for accounts (contract §4, §5, §8), in one place.
export const texts = {
  required: "This field is required.",
  passwordsDiffer: "Passwords do not match.",
  verifyCaptcha: "Please verify captcha",
  invalidPassword: "Invalid Password!",
  userNotFound: "User Not found",
  forgotSent: "Email Successfully Sent.",
  forgotFailed: "Try again.",
  resetMismatch: "Password and Confirm Password do not match",
  resetDone: "Password reset successfully!",
  genericError: "Something went wrong. Please try again.",
  otpCountdownSec: 60,
  snackbarMs: 6000,
};

/** After sign-up the page reloads; this remembers whose code to ask for once it is back. */
export const PENDING_VERIFICATION_KEY = "learnhub.pendingVerification";
