// POST /api/studio/contents/{id}/test/import – imports a GIFT, Aiken or CSV file into the test, all or nothing.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { importQuestions } from "@/lib/server/studio/import-questions";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.importStudioQuestions, ({ user, params: { id }, body }) => importQuestions({ actor: user, contentId: id, ...body }));
