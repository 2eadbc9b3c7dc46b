// How a lab run ended, as a badge: passed, failed its checks, raised an error (with its first line), or just ran.
import type { LiveLab } from "@/lib/schemas/teaching";
import { Badge } from "./ui";
import { texts } from "./texts";

export type Outcome = NonNullable<LiveLab["learners"][number]["outcome"]>;

const tone = { passed: "good", failed: "warn", error: "bad", ran: "neutral" } as const;

export function OutcomeBadge({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return <Badge>{texts.notRunYet}</Badge>;
  return <Badge tone={tone[outcome]}>{texts.outcome[outcome]}</Badge>;
}
