import "server-only";
// Outgoing mail: Resend when RESEND_API_KEY is set; otherwise each message is written as an .eml file
// in MAIL_OUTBOX_DIR and a log line names it, so a local install can still read its codes and links.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Resend } from "resend";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/server/log/logger";
import { buildEml, type Mail } from "./eml";

export type OutgoingMail = Omit<Mail, "from"> & { tag: string };

let resend: Resend | undefined;

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const e = env();
  const full: Mail = { from: e.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (e.RESEND_API_KEY) {
    resend ??= new Resend(e.RESEND_API_KEY);
    const { error } = await resend.emails.send({ from: full.from, to: [full.to], subject: full.subject, text: full.text, html: full.html });
    if (error) {
      log.error("mail delivery failed", { provider: "resend", tag: mail.tag, error: error.message });
      throw new AppError("unavailable", "We could not send the email. Please try again in a minute.");
    }
    log.info("mail sent", { provider: "resend", tag: mail.tag });
    return;
  }
  const dir = path.resolve(e.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${mail.tag}-${randomBytes(4).toString("hex")}.eml`);
  await writeFile(file, buildEml(full), { mode: 0o600 });
  log.info("mail written to outbox", { file, tag: mail.tag });
}
