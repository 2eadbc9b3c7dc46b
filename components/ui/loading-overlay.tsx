// The full-page loading indicator: an image labelled Loading (contract §2).
export function LoadingOverlay({ label = "Loading" }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white/70" role="status" aria-live="polite">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/loading.svg" alt={label} width={64} height={64} />
    </div>
  );
}
