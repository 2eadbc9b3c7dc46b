// The admin's people screen and children's data: search accounts, change a role, move an account to a school,
// disable it; export everything about one learner; delete a learner; the audit trail. A school's admin reaches
// that school's accounts; an admin without a school reaches every account.
import { endpoint } from "../endpoint";
import {
  auditQuery,
  auditResponse,
  peopleQuery,
  peopleResponse,
  personParams,
  personResponse,
  schoolsResponse,
  updatePersonBody,
} from "@/lib/schemas/people-admin";
import { messageResponse } from "@/lib/schemas/classes";

const admins = ["admin"] as const;

export const peopleEndpoints = {
  searchPeople: endpoint({
    method: "GET",
    path: "/api/admin/people",
    summary: "Accounts by name or email (50 a page), optionally of one role.",
    access: admins,
    query: peopleQuery,
    response: peopleResponse,
    limits: ["admin-read"],
  }),
  updatePerson: endpoint({
    method: "PATCH",
    path: "/api/admin/people/:id",
    summary: "Role, school (platform admins only) or disabled; the account's sessions end; audited.",
    access: admins,
    params: personParams,
    body: updatePersonBody,
    response: personResponse,
    limits: ["admin-write"],
  }),
  deleteLearner: endpoint({
    method: "DELETE",
    path: "/api/admin/people/:id",
    summary: "Deletes a learner on request: the account and every row that names them; audited.",
    access: admins,
    params: personParams,
    response: messageResponse,
    limits: ["admin-write"],
  }),
  exportLearner: endpoint({
    method: "GET",
    path: "/api/admin/people/:id/export",
    summary: "Everything stored about one account, as a zip of data.json and CSV files; audited.",
    access: admins,
    params: personParams,
    response: { raw: "application/zip" },
    limits: ["admin-write"],
  }),
  listSchools: endpoint({
    method: "GET",
    path: "/api/admin/schools",
    summary: "The schools the admin reaches.",
    access: admins,
    response: schoolsResponse,
  }),
  audit: endpoint({
    method: "GET",
    path: "/api/admin/audit",
    summary: "The latest 200 changes to people and classes (of one account or class when asked).",
    access: admins,
    query: auditQuery,
    response: auditResponse,
    limits: ["admin-read"],
  }),
} as const;
