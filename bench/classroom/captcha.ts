// Each learner's browser solves its own proof-of-work; the bench solves them before the storm so the
// figures are the server's, and reports the solve time separately.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export async function solvedCaptcha(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/captcha/challenge`);
  if (!res.ok) throw new Error(`captcha challenge → ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
