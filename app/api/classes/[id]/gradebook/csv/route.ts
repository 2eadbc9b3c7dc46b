// GET /api/classes/{id}/gradebook/csv – the gradebook as a CSV file (UTF-8 with BOM, formula-safe).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getGradebook } from "@/lib/server/teaching/gradebook";
import { gradebookCsv } from "@/lib/server/teaching/gradebook-csv";
import { getManagedClassOrThrow } from "@/lib/server/classes/class-access";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.gradebookCsv, async ({ user, params }) => {
  const cls = await getManagedClassOrThrow({ actor: user, classId: params.id });
  const csv = gradebookCsv(await getGradebook({ actor: user, classId: params.id }), cls.name);
  const file = `gradebook-${cls.name.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || cls.id}.csv`;
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="gradebook-${cls.id}.csv"; filename*=UTF-8''${encodeURIComponent(file)}`,
      "cache-control": "private, no-store",
    },
  });
});
