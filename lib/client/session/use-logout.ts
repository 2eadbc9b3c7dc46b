"use client";
// Logout: revoke the token on the server, forget the stored record, reset the session, go home (contract §4).
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { endpoints } from "@/lib/api/endpoints";
import { callApi } from "@/lib/client/call-api";
import { useSession } from "./session-context";
import { clearStoredUser } from "./stored-user";

export function useLogout() {
  const { dispatch } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await callApi(endpoints.logout, {}).catch(() => undefined);
    clearStoredUser();
    dispatch({ type: "LOGOUT" });
    queryClient.clear();
    navigate("/");
  }, [dispatch, navigate, queryClient]);
}
