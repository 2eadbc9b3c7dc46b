// What a screen shows while its data loads or when loading failed: text, never a blank page.
import { ApiError } from "@/lib/client/api";
import { isNetworkFailure } from "@/lib/client/network";
import { OfflineNotice } from "@/components/shell/offline-notice";
import { texts } from "./texts";

export function LoadingText({ children }: { children: string }) {
  return (
    <p role="status" aria-live="polite" className="py-10 text-center text-ink-500">
      {children}
    </p>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (onRetry && isNetworkFailure(error)) return <OfflineNotice onRetry={onRetry} compact />;
  const detail = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : null;
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-5 text-center text-red-900">
      <p className="font-medium">{texts.loadFailed}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-3 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-red-100">
          {texts.retry}
        </button>
      )}
    </div>
  );
}
