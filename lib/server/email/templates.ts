import "server-only";
// The two account emails, each with a plain-text and an HTML body.
import type { OutgoingMail } from "./send-mail";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#2143ad">LearnHub</p>
${body}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">If you did not ask for this, you can ignore this email. Nobody at LearnHub will ever ask you for this code or link.</p>
</td></tr></table></td></tr></table></body></html>`;
}

// Mails go to any address someone types in, before anyone has proved they own it, so none carries text
// a user chose (a name, a class code): an attacker cannot use them to send their own words to strangers.

export function verificationCodeMail({
  to,
  code,
  minutes,
  classCodeUnknown,
}: {
  to: string;
  code: string;
  minutes: number;
  classCodeUnknown: boolean;
}): OutgoingMail {
  const classNote = "The class code you entered was not found, so your account is in the LearnHub Open Campus for now. Ask your teacher for the right code.";
  return {
    tag: "verify-email",
    to,
    subject: "Your LearnHub verification code",
    text: `Hello,\n\nYour LearnHub verification code is: ${code}\n\nEnter it in the verification window to finish signing up. The code expires in ${minutes} minutes and works once.\n${classCodeUnknown ? `\n${classNote}\n` : ""}\nIf you did not sign up, ignore this email.\n`,
    html: layout(
      "Your LearnHub verification code",
      `<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">Your verification code is:</p>
<p style="margin:0 0 12px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,monospace">${code}</p>
<p style="margin:0">Enter it in the verification window to finish signing up. The code expires in ${minutes} minutes and works once.</p>${
        classCodeUnknown ? `\n<p style="margin:12px 0 0">${classNote}</p>` : ""
      }`,
    ),
  };
}

/** To the owner of an address someone tried to sign up with: sign-up answered as if it were new. */
export function signUpAttemptMail({ to }: { to: string }): OutgoingMail {
  const body = "Someone tried to create a new LearnHub account with this email address, which already has an account. No new account was made.";
  const advice =
    'If it was you, log in instead; if you have forgotten your password, use "Forgot password?" in the login window. If it was not you, you can ignore this email: your account is unchanged.';
  return {
    tag: "signup-existing",
    to,
    subject: "Someone tried to sign up with your email address",
    text: `Hello,\n\n${body}\n\n${advice}\n`,
    html: layout(
      "Someone tried to sign up with your email address",
      `<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">${esc(body)}</p>
<p style="margin:0">${esc(advice)}</p>`,
    ),
  };
}

export function passwordResetMail({ to, link, minutes }: { to: string; link: string; minutes: number }): OutgoingMail {
  return {
    tag: "password-reset",
    to,
    subject: "Reset your LearnHub password",
    text: `Hello,\n\nSomeone (hopefully you) asked to reset the password of your LearnHub account.\nOpen this link to choose a new password:\n\n${link}\n\nThe link expires in ${minutes} minutes and works once.\n`,
    html: layout(
      "Reset your LearnHub password",
      `<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 16px">Someone (hopefully you) asked to reset the password of your LearnHub account.</p>
<p style="margin:0 0 16px"><a href="${esc(link)}" style="display:inline-block;background:#2a55d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">Reset password</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#334155">Or paste this address into your browser:<br><span style="word-break:break-all">${esc(link)}</span></p>
<p style="margin:0">The link expires in ${minutes} minutes and works once.</p>`,
    ),
  };
}
