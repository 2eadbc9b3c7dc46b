// GET /api/me/classes – the classes the caller is in.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listMyClasses } from "@/lib/server/classes/join-class";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.myClasses, async ({ user }) => ({ classes: await listMyClasses({ userId: user.id }) }));
