import "server-only";
// Builds an RFC 5322 message (multipart/alternative: text + HTML) for the file outbox.
import { randomBytes } from "node:crypto";

export type Mail = { from: string; to: string; subject: string; text: string; html: string };

function encodeHeader(value: string): string {
  // Non-ASCII subjects are RFC 2047 encoded; plain ones stay readable.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

function stripHeaderBreaks(value: string): string {
  return value.replace(/[\r\n]+/g, " ");
}

export function buildEml(mail: Mail, date = new Date()): string {
  const boundary = `lh-${randomBytes(12).toString("hex")}`;
  const id = `<${randomBytes(16).toString("hex")}@learnhub.local>`;
  const crlf = (s: string) => s.replace(/\r?\n/g, "\r\n");
  return [
    `From: ${stripHeaderBreaks(mail.from)}`,
    `To: ${stripHeaderBreaks(mail.to)}`,
    `Subject: ${encodeHeader(stripHeaderBreaks(mail.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${id}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    crlf(mail.text),
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    crlf(mail.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
