// PUT /api/lab/java-lab – { id, code }: the caller's own code for a Java cell (the template is untouched).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { LAB_TEXTS } from "@/lib/schemas/labs";
import { saveOwnCellCode } from "@/lib/server/labs/save-own-cell-code";

export const dynamic = "force-dynamic";

export const PUT = handle(endpoints.saveJavaOwnCode, async ({ body: input, user }) => {
  await saveOwnCellCode({ userId: user.id, input, family: "java-lab" });
  return { message: LAB_TEXTS.saved, id: input.id, savedCode: true as const };
});
