// GET /api/classes/preview?code= – the class and school a code joins, before signing up or joining.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { previewClass } from "@/lib/server/classes/join-class";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.previewClass, async ({ query }) => ({ class: await previewClass({ code: query.code }) }));
